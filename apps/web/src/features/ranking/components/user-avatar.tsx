import { fileUrl } from '../../../lib/file-url';

/** A user's round picture (an empty circle without one); the name beside it says who, so it is decorative. */
export function UserAvatar({ src, size = 40 }: { src: string; size?: number }) {
  return src ? (
    <img className="rk-avatar" src={fileUrl(src)} width={size} height={size} alt="" loading="lazy" decoding="async" />
  ) : (
    <span className="rk-avatar" style={{ width: size, height: size }} aria-hidden="true" />
  );
}
