import { fileUrl } from '../../lib/file-url';
import './avatar.css';

/** Backgrounds for a name's initial, each dark enough for white text (4.5:1 or more). */
const INITIAL_COLOURS = ['#d4241b', '#296ecc', '#2d800b', '#c4520c', '#7a4fd1', '#0f7f86', '#9b6304'] as const;

/** The same colour for the same name on every page and every visit. */
function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return INITIAL_COLOURS[hash % INITIAL_COLOURS.length] ?? INITIAL_COLOURS[0];
}

/**
 * A person's round picture (a host, an expert, a user); without one, the first character of `name` on a colour of
 * its own (a fan with no picture is still told apart from the next), or an empty circle when no name is given.
 * The name is read next to it, so it is decorative. Low priority: a page shows dozens of them, and none should hold
 * back its largest picture (a banner) or its scripts.
 */
export function Avatar({ src, size = 40, name = '' }: { src: string; size?: number; name?: string }) {
  if (src) {
    return (
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
    );
  }
  const initial = Array.from(name.trim())[0] ?? '';
  return (
    <span
      className={initial ? 'ui-avatar is-initial' : 'ui-avatar'}
      style={{
        width: size,
        height: size,
        ...(initial ? { fontSize: Math.round(size * 0.42), background: colourOf(name) } : {}),
      }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}
