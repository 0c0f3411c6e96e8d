import { createHash, randomInt } from 'node:crypto';

type Stroke = readonly (readonly [number, number])[];

/**
 * A tiny stroke font on a 4×6 grid. Glyphs are drawn as jittered paths rather than <text>, so the answer
 * is not sitting in the SVG as a string. Letters that look alike (0/O, 1/I/L, 2/Z, 5/S, 8/B) are left out.
 */
const P: Stroke[] = [
  [
    [0, 6],
    [0, 0],
    [3, 0],
    [4, 1],
    [4, 2],
    [3, 3],
    [0, 3],
  ],
];
const GLYPHS: Record<string, Stroke[]> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [1, 3.5],
      [3, 3.5],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 1],
      [3, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.5, 2.5],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P,
  R: [
    ...P,
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '6': [
    [
      [4, 0],
      [2, 0],
      [0, 2],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [1, 3],
      [0, 4],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '9': [
    [
      [0, 6],
      [2, 6],
      [4, 4],
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 2],
      [1, 3],
      [3, 3],
      [4, 2],
    ],
  ],
};
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_LENGTH = 4;

const WIDTH = 132;
const HEIGHT = 44;
const rand = (min: number, max: number): number => min + Math.random() * (max - min);
const fmt = (n: number): string => n.toFixed(1);
const color = (): string => `hsl(${randomInt(360)},${randomInt(45, 75)}%,${randomInt(25, 45)}%)`;

export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** Rotated, skewed and jittered glyphs over noise curves and dots. */
export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${fmt(rand(0, 20))} ${fmt(rand(0, HEIGHT))} Q${fmt(rand(30, 100))} ${fmt(rand(-10, HEIGHT + 10))} ${fmt(rand(110, WIDTH))} ${fmt(rand(0, HEIGHT))}" stroke="${color()}" stroke-width="${fmt(rand(1, 2))}" fill="none" opacity="0.6"/>`,
    );
  }
  [...text].forEach((char, index) => {
    const strokes = GLYPHS[char];
    if (!strokes) throw new Error(`captcha glyph missing for ${char}`);
    const scaleX = rand(4, 5);
    const scaleY = rand(4.2, 5);
    const angle = rand(-0.35, 0.35);
    const skew = rand(-0.25, 0.25);
    const originX = 12 + index * 29 + rand(-2, 2);
    const originY = 7 + rand(-2, 3);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const d = strokes
      .map((stroke) =>
        stroke
          .map(([gx, gy], n) => {
            const x = (gx - 2 + skew * (gy - 3)) * scaleX + rand(-0.8, 0.8);
            const y = (gy - 3) * scaleY + rand(-0.8, 0.8);
            const px = originX + 10 + x * cos - y * sin;
            const py = originY + 15 + x * sin + y * cos;
            return `${n === 0 ? 'M' : 'L'}${fmt(px)} ${fmt(py)}`;
          })
          .join(' '),
      )
      .join(' ');
    parts.push(
      `<path d="${d}" stroke="${color()}" stroke-width="${fmt(rand(2.4, 3.2))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${fmt(rand(0, WIDTH))}" cy="${fmt(rand(0, HEIGHT))}" r="${fmt(rand(0.5, 1.5))}" fill="${color()}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join('')}</svg>`;
}

export const svgDataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Answers are compared case-insensitively and stored only as this digest. */
export const hashCaptchaAnswer = (captchaId: string, answer: string): string =>
  createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest('hex');
