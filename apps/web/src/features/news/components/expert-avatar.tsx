import { fileUrl } from '../../../lib/file-url';

/** An expert's round picture; the name is read next to it, so the image itself is decorative. */
export function ExpertAvatar({ src, size = 40 }: { src: string; size?: number }) {
  return (
    <img
      className="expert-avatar"
      src={src ? fileUrl(src) : undefined}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
