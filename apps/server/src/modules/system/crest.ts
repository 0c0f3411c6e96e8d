import { createHash } from 'node:crypto';

const SHIELD = 'M32 3 L58 11 V30 C58 45 47 55 32 61 C17 55 6 45 6 30 V11 Z';
const PALETTE = [
  '#c8102e',
  '#0057b8',
  '#ffd100',
  '#00843d',
  '#1d1d1b',
  '#ffffff',
  '#6cace4',
  '#7a263a',
  '#f47a20',
  '#5c2d91',
];

const PATTERNS: ((color: string) => string)[] = [
  (c) => `<rect x="22" y="0" width="20" height="64" fill="${c}"/>`,
  (c) => `<rect x="0" y="24" width="64" height="14" fill="${c}"/>`,
  (c) => `<path d="M0 0 L64 64 L64 44 L20 0 Z" fill="${c}"/>`,
  (c) => `<rect x="32" y="0" width="32" height="64" fill="${c}"/>`,
  (c) => `<path d="M0 18 L32 40 L64 18 V34 L32 56 L0 34 Z" fill="${c}"/>`,
  (c) => [8, 24, 40, 56].map((x) => `<rect x="${x - 4}" y="0" width="8" height="64" fill="${c}"/>`).join(''),
];

const EMBLEMS: ((color: string) => string)[] = [
  (c) => `<path d="M32 17 L35.5 27 H46 L37.5 33 L41 43 L32 37 L23 43 L26.5 33 L18 27 H28.5 Z" fill="${c}"/>`,
  (c) => `<circle cx="32" cy="31" r="9" fill="none" stroke="${c}" stroke-width="3"/>`,
  (c) => `<path d="M32 20 L42 31 L32 42 L22 31 Z" fill="${c}"/>`,
  (c) => `<path d="M22 40 L32 20 L42 40 Z" fill="${c}"/>`,
];

/** A team's colours as stored: `#rrggbb` only, so nothing else reaches the SVG. */
const HEX = /^#[0-9a-f]{6}$/i;

/** Whether a colour is light (a dark emblem reads on it): relative luminance over one half. */
function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) > 0.5;
}

/**
 * A made-up but stable crest for any key: the same key always draws the same shield. A team's own colours, when
 * given, are its shield's (a club is seen in its colours: Napoli sky blue, not a hash's green); the pattern and the
 * emblem still come from the key.
 */
export function crestSvg(key: string, colours?: readonly [string, string] | null): string {
  const bytes = createHash('sha256').update(key).digest();
  const at = (i: number): number => bytes[i] ?? 0;
  const own = colours && HEX.test(colours[0]) && HEX.test(colours[1]) ? colours : null;
  const base = own?.[0] ?? PALETTE[at(0) % PALETTE.length] ?? '#0057b8';
  let accent = own?.[1] ?? PALETTE[at(1) % PALETTE.length] ?? '#ffffff';
  if (accent.toLowerCase() === base.toLowerCase()) accent = isLight(base) ? '#1d1d1b' : '#ffffff';
  const emblemColor = isLight(base) ? '#1d1d1b' : '#ffd100';
  const pattern = PATTERNS[at(2) % PATTERNS.length]?.(accent) ?? '';
  const emblem = EMBLEMS[at(3) % EMBLEMS.length]?.(emblemColor) ?? '';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<defs><clipPath id="s"><path d="${SHIELD}"/></clipPath></defs>` +
    `<g clip-path="url(#s)"><rect width="64" height="64" fill="${base}"/>${pattern}</g>` +
    emblem +
    `<path d="${SHIELD}" fill="none" stroke="#1d1d1b" stroke-width="2.5" stroke-linejoin="round"/>` +
    '</svg>'
  );
}

export const crestEtag = (svg: string): string => `"${createHash('sha256').update(svg).digest('hex').slice(0, 32)}"`;
