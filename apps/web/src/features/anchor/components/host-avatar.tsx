import { fileUrl } from '../lib/file-url';

/** A host's round picture; the name is read next to it, so the image itself is decorative. */
export function HostAvatar({ src, size = 48 }: { src: string; size?: number }) {
  return (
    <img
      className="host-avatar"
      src={src ? fileUrl(src) : undefined}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
