import { fileUrl } from '../../lib/file-url';
import './avatar.css';

/**
 * A person's round picture (a host, an expert, a user), or an empty circle without one; the name is read next to
 * it, so it is decorative. Low priority: a page shows dozens of them, and none should hold back its largest
 * picture (a banner) or its scripts.
 */
export function Avatar({ src, size = 40 }: { src: string; size?: number }) {
  return src ? (
    <img
      className="ui-avatar"
      src={fileUrl(src)}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      fetchPriority="low"
      decoding="async"
    />
  ) : (
    <span className="ui-avatar" style={{ width: size, height: size }} aria-hidden="true" />
  );
}
