/**
 * A portrait: gradient and silhouette, no text. Text in an SVG is laid out on the page's main thread
 * (with a font fallback search for CJK), which a page full of avatars pays for on every start.
 */
export function portraitSvg([from, to]: readonly [string, string]): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">' +
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    '<rect width="240" height="240" fill="url(#p)"/>' +
    '<circle cx="120" cy="96" r="44" fill="#fff" fill-opacity="0.85"/><path d="M40 232c8-52 44-80 80-80s72 28 80 80z" fill="#fff" fill-opacity="0.85"/>' +
    `<circle cx="120" cy="96" r="20" fill="${to}" fill-opacity="0.5"/>` +
    '</svg>'
  );
}

/** `#rrggbb` of a hue (degrees), saturation and lightness (0–1). */
function hslHex(hue: number, s: number, l: number): string {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * The `index`th of a row of gradients whose hues step by the golden angle, so neighbours in a list (40
 * experts side by side) never share a colour and no two of the first hundred look alike.
 */
export function portraitColors(index: number): [string, string] {
  const hue = (index * 137.508) % 360;
  return [hslHex(hue, 0.72, 0.64), hslHex((hue + 24) % 360, 0.62, 0.4)];
}
