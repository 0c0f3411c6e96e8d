import { createHash, randomInt } from 'node:crypto';
import { CAPTCHA_GLYPHS } from './captcha-font';

export const CAPTCHA_ALPHABET = Object.keys(CAPTCHA_GLYPHS).join('');
export const CAPTCHA_LENGTH = 4;

type Point = [number, number];

const WIDTH = 132;
const HEIGHT = 44;
/** Glyph strokes and noise strokes share one pen, so the style tells a program nothing. */
const PEN = 'fill="none" stroke-width="2.3" stroke-linecap="round" stroke-linejoin="round"';

const rand = (min: number, max: number): number => min + Math.random() * (max - min);
const fmt = (n: number): string => n.toFixed(1);

export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** Points every `step` px along a polyline, so that a warp bends straight strokes into curves. */
function resample(polyline: readonly Point[], step: number): Point[] {
  const first = polyline[0];
  if (!first) return [];
  const out: Point[] = [[...first]];
  for (let i = 1; i < polyline.length; i++) {
    const [ax, ay] = polyline[i - 1] ?? first;
    const [bx, by] = polyline[i] ?? first;
    const n = Math.max(1, Math.round(Math.hypot(bx - ax, by - ay) / step));
    for (let k = 1; k <= n; k++) out.push([ax + ((bx - ax) * k) / n, ay + ((by - ay) * k) / n]);
  }
  return out;
}

type Warp = (p: Point) => Point;

/** A smooth random wave displacement: straight lines come out gently bent, differently every time. */
function waveWarp(amplitude: number, wavelength: number): Warp {
  const [ax, ay] = [rand(0.5, 1) * amplitude, rand(0.5, 1) * amplitude];
  const [kx, ky] = [
    (2 * Math.PI) / rand(wavelength * 0.7, wavelength * 1.3),
    (2 * Math.PI) / rand(wavelength * 0.7, wavelength * 1.3),
  ];
  const [px, py] = [rand(0, 2 * Math.PI), rand(0, 2 * Math.PI)];
  return ([x, y]) => [x + ax * Math.sin(y * ky + px), y + ay * Math.sin(x * kx + py)];
}

/** One character: its own scale, rotation, skew and wave, centred on (cx, cy). */
function drawGlyph(char: string, cx: number, cy: number): Point[][] {
  const strokes = CAPTCHA_GLYPHS[char];
  if (!strokes) throw new Error(`captcha glyph missing for ${char}`);
  const scaleX = rand(3.4, 4.8);
  const scaleY = rand(4.3, 5);
  const angle = rand(-0.2, 0.2);
  const skew = rand(-0.2, 0.2);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const warp = waveWarp(0.6, 22);
  return strokes.map((stroke) =>
    resample(
      stroke.map(([gx, gy]): Point => {
        const x = (gx - 2 + skew * (gy - 3)) * scaleX;
        const y = (gy - 3) * scaleY;
        return [cx + x * cos - y * sin, cy + x * sin + y * cos];
      }),
      1.5,
    ).map(warp),
  );
}

/**
 * A wave across the image in the glyphs' pen, centred on an edge band, drawn as dashes: the eye follows it
 * across the gaps and sees it is no letter; a program that chains pieces back into strokes finds dashes no
 * wider than a character, not one long stroke it could drop. Where it dips, it crosses the characters, so
 * cropping the edges does not remove it either.
 */
function noiseWave(centre: number): Point[][] {
  const amplitude = rand(9, 13);
  const k = (2 * Math.PI) / rand(55, 85);
  const phase = rand(0, 2 * Math.PI);
  const dashes: Point[][] = [];
  for (let x = rand(-8, 0); x < WIDTH + 4;) {
    const end = x + rand(10, 20);
    const shift = rand(-1.5, 1.5);
    const dash: Point[] = [];
    for (let dx = x; dx <= end; dx += 1.5) dash.push([dx, centre + shift + amplitude * Math.sin(k * dx + phase)]);
    dashes.push(dash);
    x = end + rand(3.5, 6);
  }
  return dashes;
}

/** A short hooked arc, about a stroke of a letter long: the kind of ink a glyph template also matches. */
function noiseHook(): Point[] {
  const cx = rand(8, WIDTH - 8);
  const cy = rand(8, HEIGHT - 8);
  const radius = rand(5, 10);
  const start = rand(0, 2 * Math.PI);
  const sweep = rand(1.2, 2.4) * (Math.random() < 0.5 ? -1 : 1);
  const points: Point[] = [];
  for (let t = 0; t <= 1.0001; t += 0.1) {
    const a = start + sweep * t;
    points.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)]);
  }
  return resample(points, 1.5);
}

/**
 * Cuts a stroke into short pieces of 3–7 points (4–9 px), so a person sees one line while the SVG holds only
 * fragments a program has to reassemble.
 */
function cut(points: readonly Point[]): Point[][] {
  const pieces: Point[][] = [];
  for (let start = 0; start < points.length - 1;) {
    const end = Math.min(points.length - 1, start + randomInt(2, 6));
    // Each piece reaches a random part of a step back into the previous one and its points move a little:
    // the pen's round caps still join them for the eye, but no two pieces share an exact coordinate. (Pieces
    // can still be chained by proximity; that is why the long noise is dashed, see noiseWave.)
    const piece = points.slice(start, end + 1).map(([x, y]): Point => [x + rand(-0.3, 0.3), y + rand(-0.3, 0.3)]);
    const before = points[start - 1];
    const first = piece[0];
    if (before && first) {
      const t = rand(0, 0.6);
      piece[0] = [first[0] + (before[0] - first[0]) * t, first[1] + (before[1] - first[1]) * t];
    }
    pieces.push(piece);
    start = end;
  }
  return pieces;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * Four characters that a person reads and a template matcher does not. Each glyph is scaled, rotated, skewed
 * and bent on its own, and the whole image is waved. Dashed waves and short arcs in the same pen cross the
 * characters. Every stroke, glyph or noise, is cut into short pieces that are written in random order and
 * coloured by where they sit, not by what they belong to. So no path, colour or document position says
 * which ink belongs to which character. A matcher built from this font, with the source in hand, reads
 * about 2 % of them (see captcha-image.test.ts). A model trained on this generator's output would do
 * better, which is true of any captcha whose generator is public. Login throttling is the real limit.
 */
export function renderCaptchaSvg(text: string): string {
  const strokes: Point[][] = [];
  const advance = rand(25, 28);
  let cx = rand(17, 22);
  for (const char of text) {
    strokes.push(...drawGlyph(char, cx + rand(-2, 2), HEIGHT / 2 + rand(-2.5, 2.5)));
    cx += advance;
  }
  const wave = waveWarp(2.5, 70);
  const pieces = strokes.flatMap((stroke) => cut(stroke.map(wave)));
  const noise = [...noiseWave(rand(0, 4)), ...noiseWave(HEIGHT - rand(0, 4)), noiseHook(), noiseHook()];
  pieces.push(...noise.flatMap((stroke) => cut(stroke.map(wave))));
  shuffle(pieces);

  // Hue runs left to right with jitter: neighbouring ink looks alike whether it is glyph or noise.
  const hue = randomInt(360);
  const paths = pieces.map((piece) => {
    const midX = piece.reduce((sum, [x]) => sum + x, 0) / piece.length;
    const h = (Math.round(hue + (midX / WIDTH) * 140 + rand(-25, 25)) + 360) % 360;
    const color = `hsl(${h},${randomInt(45, 70)}%,${randomInt(25, 40)}%)`;
    const d = piece.map(([x, y], n) => `${n === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('');
    return `<path d="${d}" stroke="${color}"/>`;
  });
  const dots: string[] = [];
  for (let i = 0; i < 24; i++) {
    dots.push(
      `<circle cx="${fmt(rand(0, WIDTH))}" cy="${fmt(rand(0, HEIGHT))}" r="${fmt(rand(0.5, 1.3))}" fill="hsl(${randomInt(360)},50%,40%)"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/><g ${PEN}>${paths.join('')}</g>${dots.join('')}</svg>`;
}

export const svgDataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Answers are compared case-insensitively and stored only as this digest. */
export const hashCaptchaAnswer = (captchaId: string, answer: string): string =>
  createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest('hex');
