import { fileUrl } from '../../../lib/file-url';

/**
 * A host's round picture; the name is read next to it, so the image itself is decorative. Low priority:
 * a page shows dozens of them, and none should hold back its largest picture (a banner) or its scripts.
 */
export function HostAvatar({ src, size = 48 }: { src: string; size?: number }) {
  return (
    <img
      className="host-avatar"
      src={src ? fileUrl(src) : undefined}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      fetchPriority="low"
      decoding="async"
    />
  );
}
