import { encodePng } from './demo-png';

const rgbOf = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/**
 * A portrait: a diagonal gradient and a white silhouette (head and shoulders), no text, as a `size`-pixel PNG
 * (the avatars show at 28–60 CSS px, so 120 covers a 2× screen). It was an SVG: a raster picture is decoded off the page's main thread, where an SVG is a document of its own that
 * the main thread builds, lays out and paints, for every portrait on the first screen
 * (docs/decisions/038-first-screen-main-thread.md). Drawn in a 240-unit square, edges anti-aliased.
 */
export function portraitPng(colors: readonly [string, string], size = 120): Buffer {
  // The demo has a few colour pairs for dozens of hosts and experts: each pair is drawn once per process.
  const key = `${colors[0]}${colors[1]}${size}`;
  let png = drawn.get(key);
  if (!png) {
    png = drawPortrait(colors, size);
    drawn.set(key, png);
  }
  return png;
}

const drawn = new Map<string, Buffer>();

function drawPortrait([from, to]: readonly [string, string], size: number): Buffer {
  const a = rgbOf(from);
  const b = rgbOf(to);
  const unit = 240 / size;
  const rgb = new Uint8Array(size * size * 3);
  // a shape's coverage of a pixel from its signed distance in units (positive inside)
  const cover = (inside: number) => clamp01(inside / unit + 0.5);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) * unit;
      const v = (y + 0.5) * unit;
      const t = (u + v) / 480;
      const head = cover(44 - Math.hypot(u - 120, v - 96));
      // the shoulders: the upper half of a circle of 80 around (120, 232), cut at the bottom edge
      const body = Math.min(cover(80 - Math.hypot(u - 120, v - 232)), cover(232 - v));
      const white = Math.max(head, body) * 0.85;
      const inner = cover(20 - Math.hypot(u - 120, v - 96)) * 0.5;
      for (let c = 0; c < 3; c++) {
        const gradient = a[c]! + (b[c]! - a[c]!) * t;
        const lit = gradient + (255 - gradient) * white;
        rgb[(y * size + x) * 3 + c] = Math.round(lit + (b[c]! - lit) * inner);
      }
    }
  }
  return encodePng(size, size, rgb);
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
