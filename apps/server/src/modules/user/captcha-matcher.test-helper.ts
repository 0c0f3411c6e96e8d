/**
 * An attacker's reader for our captcha, written with the source in hand: it knows the glyph font, the image
 * size and that four characters sit left to right. It is the yardstick of captcha-image.test.ts — it reads
 * nearly every captcha drawn the old way (one path per glyph, in order) and must read almost none of ours.
 *
 * How it reads. When the pen singles out exactly one path per character, those paths are the characters.
 * Otherwise it keeps the paths drawn with the widest pen (the glyphs' style), samples ink along them and
 * splits the ink into four columns (k-means on x). It does that three ways: as drawn, with the top and
 * bottom bands cropped off, and with the pieces chained back into strokes (ends that touch or nearly touch
 * and run on in the same direction) and every stroke wider than a character dropped as noise. Each column
 * is compared with every glyph of the font under a grid of rotations and skews: bounding boxes normalised
 * to one frame, chamfer distance both ways on distance fields, each point's distance capped so that stray
 * noise does not sink the match. Per column, the best-matching reading of the three wins.
 */

export type Glyph = readonly (readonly (readonly [number, number])[])[];
type Point = readonly [number, number];

const GRID_W = 24;
const GRID_H = 36;
/** Beyond this many cells a point is noise, whatever its distance. */
const NOISE_CAP = 4;

/** Every path's stroke width and points (M, L and Q commands, absolute, as our image writes them). */
function parsePaths(svg: string): { width: number; points: Point[][] }[] {
  const out: { width: number; points: Point[][] }[] = [];
  const groupWidths: number[] = [1];
  for (const match of svg.matchAll(/<(\/?g|path)\b([^>]*)>/g)) {
    const attrs = match[2] ?? '';
    const ownWidth = /stroke-width="([\d.]+)"/.exec(attrs)?.[1];
    const inherited = groupWidths.at(-1) ?? 1;
    if (match[1] === 'g') {
      if (!attrs.endsWith('/')) groupWidths.push(ownWidth ? Number(ownWidth) : inherited);
      continue;
    }
    if (match[1] === '/g') {
      groupWidths.pop();
      continue;
    }
    const d = /\bd="([^"]*)"/.exec(attrs)?.[1];
    if (!d) continue;
    const width = ownWidth ? Number(ownWidth) : inherited;
    const tokens = d.match(/[MLQ]|-?[\d.]+/g) ?? [];
    const polylines: Point[][] = [];
    let current: Point[] = [];
    let command = 'M';
    for (let i = 0; i < tokens.length;) {
      const token = tokens[i] ?? '';
      if (/[MLQ]/.test(token)) {
        command = token;
        i++;
        continue;
      }
      const num = (k: number) => Number(tokens[i + k]);
      if (command === 'M') {
        if (current.length > 0) polylines.push(current);
        current = [[num(0), num(1)]];
        i += 2;
      } else if (command === 'L') {
        current.push([num(0), num(1)]);
        i += 2;
      } else {
        const start = current.at(-1) ?? [num(0), num(1)];
        const control: Point = [num(0), num(1)];
        const end: Point = [num(2), num(3)];
        for (let t = 0.1; t <= 1.0001; t += 0.1) {
          const u = 1 - t;
          current.push([
            u * u * start[0] + 2 * u * t * control[0] + t * t * end[0],
            u * u * start[1] + 2 * u * t * control[1] + t * t * end[1],
          ]);
        }
        i += 4;
      }
    }
    if (current.length > 0) polylines.push(current);
    out.push({ width, points: polylines });
  }
  return out;
}

/** Points every `step` units along a polyline. */
function sample(polyline: readonly Point[], step: number): Point[] {
  const first = polyline[0];
  if (!first) return [];
  const out: Point[] = [first];
  for (let i = 1; i < polyline.length; i++) {
    const [ax, ay] = polyline[i - 1] ?? first;
    const [bx, by] = polyline[i] ?? first;
    const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
    for (let k = 1; k <= n; k++) out.push([ax + ((bx - ax) * k) / n, ay + ((by - ay) * k) / n]);
  }
  return out;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;
}

/** Maps points into the GRID_W × GRID_H frame by their (trimmed) bounding box. */
function normalise(points: readonly Point[], trim: number): Point[] {
  const xs = points.map((p) => p[0]).sort((a, b) => a - b);
  const ys = points.map((p) => p[1]).sort((a, b) => a - b);
  const [x0, x1, y0, y1] = [quantile(xs, trim), quantile(xs, 1 - trim), quantile(ys, trim), quantile(ys, 1 - trim)];
  const sx = (GRID_W - 3) / Math.max(1e-6, x1 - x0);
  const sy = (GRID_H - 3) / Math.max(1e-6, y1 - y0);
  return points.map(([x, y]) => [1 + (x - x0) * sx, 1 + (y - y0) * sy] as const);
}

/** The grid cells the points fall in, each once (points outside are clamped to the border). */
function cells(points: readonly Point[]): Int32Array {
  const set = new Set<number>();
  for (const [x, y] of points) {
    const gx = Math.min(GRID_W - 1, Math.max(0, Math.round(x)));
    const gy = Math.min(GRID_H - 1, Math.max(0, Math.round(y)));
    set.add(gy * GRID_W + gx);
  }
  return Int32Array.from(set);
}

/** Distance from every grid cell to the nearest of `from`. */
function distanceField(from: Int32Array): Float32Array {
  const field = new Float32Array(GRID_W * GRID_H);
  for (let cell = 0; cell < field.length; cell++) {
    const x = cell % GRID_W;
    const y = (cell - x) / GRID_W;
    let best = Infinity;
    for (let i = 0; i < from.length; i++) {
      const other = from[i] ?? 0;
      const ox = other % GRID_W;
      const dx = ox - x;
      const dy = (other - ox) / GRID_W - y;
      const d = dx * dx + dy * dy;
      if (d < best) best = d;
    }
    field[cell] = Math.sqrt(best);
  }
  return field;
}

/** Mean distance of `from` cells to the other shape, each capped so that a few stray strokes cost little. */
function chamfer(from: Int32Array, field: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < from.length; i++) {
    const d = field[from[i] ?? 0] ?? NOISE_CAP;
    sum += d < NOISE_CAP ? d : NOISE_CAP;
  }
  return sum / Math.max(1, from.length);
}

interface Variant {
  char: string;
  cells: Int32Array;
  field: Float32Array;
}

/** Every glyph under a grid of rotations and skews, normalised like the ink will be. */
function buildVariants(glyphs: Readonly<Record<string, Glyph>>): Variant[] {
  const variants: Variant[] = [];
  for (const [char, strokes] of Object.entries(glyphs)) {
    const raw = strokes.flatMap((stroke) => sample(stroke, 0.1));
    for (let angle = -0.42; angle <= 0.421; angle += 0.12) {
      for (let skew = -0.4; skew <= 0.401; skew += 0.133) {
        const cos = Math.cos(angle);
        const sin = Math.sin(angle);
        const moved = raw.map(([gx, gy]) => {
          const x = gx - 2 + skew * (gy - 3);
          const y = (gy - 3) * 1.1;
          return [x * cos - y * sin, x * sin + y * cos] as const;
        });
        const points = normalise(moved, 0);
        const shape = cells(points);
        variants.push({ char, cells: shape, field: distanceField(shape) });
      }
    }
  }
  return variants;
}

/** k-means on x with the columns' expected centres as the start. */
function splitColumns(points: readonly Point[], centres: number[]): Point[][] {
  let means = [...centres];
  let groups: Point[][] = [];
  for (let round = 0; round < 12; round++) {
    groups = means.map(() => []);
    for (const point of points) {
      let best = 0;
      for (let i = 1; i < means.length; i++) {
        if (Math.abs(point[0] - (means[i] ?? 0)) < Math.abs(point[0] - (means[best] ?? 0))) best = i;
      }
      groups[best]?.push(point);
    }
    means = groups.map((group, i) =>
      group.length ? group.reduce((s, p) => s + p[0], 0) / group.length : (means[i] ?? 0),
    );
  }
  return groups;
}

export interface CaptchaMatcher {
  read(svg: string): string;
}

/**
 * Reassembles strokes cut into pieces: joins a piece's end to the nearest other piece end within `reach`
 * that continues in about the same direction, and returns the chains' horizontal extents per piece.
 */
function chainExtents(pieces: readonly Point[][], reach: number): number[] {
  const parent = pieces.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i] ?? i] ?? i;
    return i;
  };
  // Each end: its point and the direction pointing out of the piece.
  const ends: { piece: number; at: Point; out: Point }[] = [];
  pieces.forEach((piece, index) => {
    const [a, b, y, z] = [piece[0], piece[1], piece.at(-2), piece.at(-1)];
    if (!a || !b || !y || !z) return;
    ends.push({ piece: index, at: a, out: [a[0] - b[0], a[1] - b[1]] });
    ends.push({ piece: index, at: z, out: [z[0] - y[0], z[1] - y[1]] });
  });
  for (const end of ends) {
    let best: { piece: number; cost: number } | null = null;
    for (const other of ends) {
      if (other.piece === end.piece) continue;
      const distance = Math.hypot(other.at[0] - end.at[0], other.at[1] - end.at[1]);
      if (distance > reach) continue;
      // Continuing means the other end points back at us: out-vectors roughly opposite.
      const cos =
        -(end.out[0] * other.out[0] + end.out[1] * other.out[1]) /
        (Math.hypot(...end.out) * Math.hypot(...other.out) || 1);
      if (cos < 0.7) continue;
      const cost = distance - cos;
      if (!best || cost < best.cost) best = { piece: other.piece, cost };
    }
    if (best) parent[find(end.piece)] = find(best.piece);
  }
  const span = new Map<number, [number, number]>();
  pieces.forEach((piece, index) => {
    const root = find(index);
    const [lo, hi] = span.get(root) ?? [Infinity, -Infinity];
    const xs = piece.map(([x]) => x);
    span.set(root, [Math.min(lo, ...xs), Math.max(hi, ...xs)]);
  });
  return pieces.map((_, index) => {
    const [lo, hi] = span.get(find(index)) ?? [0, 0];
    return hi - lo;
  });
}

/** @param columnCentres where the source places the characters' centres */
export function createMatcher(
  glyphs: Readonly<Record<string, Glyph>>,
  opts: { columnCentres: number[]; height: number },
): CaptchaMatcher {
  const variants = buildVariants(glyphs);
  const bestGlyph = (group: readonly Point[]): { char: string; score: number } => {
    let best = { char: '?', score: Infinity };
    if (group.length < 3) return best;
    const points = normalise(group, 0.02);
    const ink = cells(points);
    const field = distanceField(ink);
    for (const variant of variants) {
      const score = chamfer(variant.cells, field) + chamfer(ink, variant.field);
      if (score < best.score) best = { char: variant.char, score };
    }
    return best;
  };
  return {
    read(svg) {
      const paths = parsePaths(svg);
      const n = opts.columnCentres.length;
      const byWidth = [...paths].sort((a, b) => b.width - a.width);
      const widest = byWidth[0]?.width ?? 0;
      const nth = byWidth[n - 1]?.width ?? 0;
      const next = byWidth[n]?.width ?? 0;
      // A pen that singles out exactly one path per character is a gift: those paths are the characters,
      // left to right.
      if (nth - next >= 0.2) {
        return byWidth
          .slice(0, n)
          .map((path) => path.points.flatMap((polyline) => sample(polyline, 0.7)))
          .sort((a, b) => (a[0]?.[0] ?? 0) - (b[0]?.[0] ?? 0))
          .map((group) => bestGlyph(group).char)
          .join('');
      }
      // Otherwise keep every path near the widest pen and split its ink into columns — once as drawn, and
      // once without the top and bottom edge bands, where noise that spans the image tends to run; each
      // column takes whichever reading matches a glyph better.
      const ink = paths
        .filter((path) => path.width >= widest - 0.85)
        .flatMap((path) => path.points.flatMap((polyline) => sample(polyline, 0.7)));
      const band = opts.height * 0.16;
      const cropped = ink.filter(([, y]) => y >= band && y <= opts.height - band);
      // And once with the pieces chained back into strokes, dropping chains far wider than a character.
      const pieces = paths.filter((path) => path.width >= widest - 0.85).flatMap((path) => path.points);
      // Chained across touching ends only, and across gaps of a few pixels (dashed noise).
      const characterWidth = (opts.columnCentres[1] ?? 0) - (opts.columnCentres[0] ?? 0);
      const denoised = [1.6, 7].map((reach) => {
        const extents = chainExtents(pieces, reach);
        return pieces
          .filter((_, i) => (extents[i] ?? 0) <= characterWidth * 1.2)
          .flatMap((polyline) => sample(polyline, 0.7));
      });
      const readings = [ink, cropped, ...denoised].map((points) =>
        splitColumns(points, opts.columnCentres).map(bestGlyph),
      );
      return opts.columnCentres
        .map((_, i) => {
          let best = { char: '?', score: Infinity };
          for (const reading of readings) {
            const candidate = reading[i];
            if (candidate && candidate.score < best.score) best = candidate;
          }
          return best.char;
        })
        .join('');
    },
  };
}

/**
 * The control: our font drawn the way the image was before issue 12 — one rotated, skewed, jittered path
 * per character, in reading order, over thinner noise curves. The matcher must read nearly all of these,
 * or it is too weak to prove anything about the real image.
 */
export function renderOneGlyphPerPath(text: string, glyphs: Readonly<Record<string, Glyph>>): string {
  const rand = (min: number, max: number): number => min + Math.random() * (max - min);
  const fmt = (n: number): string => n.toFixed(1);
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${fmt(rand(0, 20))} ${fmt(rand(0, 44))} Q${fmt(rand(30, 100))} ${fmt(rand(-10, 54))} ${fmt(rand(110, 132))} ${fmt(rand(0, 44))}" stroke="#888" stroke-width="${fmt(rand(1, 2))}" fill="none"/>`,
    );
  }
  [...text].forEach((char, index) => {
    const [scaleX, scaleY, angle, skew] = [rand(4, 5), rand(4.2, 5), rand(-0.35, 0.35), rand(-0.25, 0.25)];
    const [originX, originY] = [12 + index * 29 + rand(-2, 2), 7 + rand(-2, 3)];
    const d = (glyphs[char] ?? [])
      .map((stroke) =>
        stroke
          .map(([gx, gy], n) => {
            const x = (gx - 2 + skew * (gy - 3)) * scaleX + rand(-0.8, 0.8);
            const y = (gy - 3) * scaleY + rand(-0.8, 0.8);
            const px = originX + 10 + x * Math.cos(angle) - y * Math.sin(angle);
            const py = originY + 15 + x * Math.sin(angle) + y * Math.cos(angle);
            return `${n === 0 ? 'M' : 'L'}${fmt(px)} ${fmt(py)}`;
          })
          .join(' '),
      )
      .join(' ');
    parts.push(`<path d="${d}" stroke="#333" stroke-width="${fmt(rand(2.4, 3.2))}" fill="none"/>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="44">${parts.join('')}</svg>`;
}
