import { createHash } from 'node:crypto';

export interface StoredImage {
  id: string;
  contentType: string;
  bytes: Buffer;
  etag: string;
}

/** Content-addressed: the id is the bytes' hash, so a file id never changes meaning (immutable caching). */
function storedImage(bytes: Buffer, contentType: string): StoredImage {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { id: hash.slice(0, 24), contentType, bytes, etag: hash.slice(0, 32) };
}

export const storedSvg = (svg: string): StoredImage => storedImage(Buffer.from(svg), 'image/svg+xml');

export const storedPng = (png: Buffer): StoredImage => storedImage(png, 'image/png');

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A wide banner: gradient, a pitch-line motif, a title and a subtitle. */
export function bannerSvg(opts: {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  width?: number;
  height?: number;
}): string {
  const w = opts.width ?? 750;
  const h = opts.height ?? 300;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<g fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="4">` +
    `<circle cx="${w * 0.78}" cy="${h / 2}" r="${h * 0.32}"/><line x1="${w * 0.78}" y1="0" x2="${w * 0.78}" y2="${h}"/>` +
    `<rect x="${w * 0.6}" y="${h * 0.2}" width="${w * 0.36}" height="${h * 0.6}"/></g>` +
    `<text x="${w * 0.06}" y="${h * 0.46}" font-family="sans-serif" font-size="${Math.round(h * 0.16)}" font-weight="700" fill="#fff">${escapeXml(opts.title)}</text>` +
    `<text x="${w * 0.06}" y="${h * 0.66}" font-family="sans-serif" font-size="${Math.round(h * 0.08)}" fill="#fff" fill-opacity="0.85">${escapeXml(opts.subtitle)}</text>` +
    '</svg>'
  );
}

/** A round game icon with a glyph. */
export function gameIconSvg(label: string, color: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<circle cx="48" cy="48" r="46" fill="${color}"/><circle cx="48" cy="48" r="38" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/>` +
    `<text x="48" y="58" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeXml(label)}</text>` +
    '</svg>'
  );
}
