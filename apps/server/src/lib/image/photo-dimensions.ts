import type { PhotoType } from './photo-type';

export interface Dimensions {
  width: number;
  height: number;
}

/**
 * The width and height an image's header declares, read without decoding it (a 50000×50000 PNG is a few
 * kilobytes of upload and gigabytes in every reader's browser): PNG's IHDR, JPEG's first SOF, WebP's first
 * chunk (VP8X canvas, VP8 frame or VP8L header), GIF's logical screen. null when the header cannot be read.
 */
export function photoDimensions(bytes: Buffer, type: PhotoType): Dimensions | null {
  switch (type) {
    case 'image/png':
      // Signature (8), IHDR length and type (8), then width and height.
      return bytes.length >= 24 && bytes.toString('latin1', 12, 16) === 'IHDR'
        ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
        : null;
    case 'image/gif':
      return bytes.length >= 10 ? { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) } : null;
    case 'image/jpeg':
      return jpegDimensions(bytes);
    case 'image/webp':
      return webpDimensions(bytes);
  }
}

/** SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isSof = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(bytes: Buffer): Dimensions | null {
  let pos = 2;
  while (pos + 9 <= bytes.length) {
    if (bytes[pos] !== 0xff) return null;
    const marker = bytes[pos + 1] ?? 0;
    if (marker === 0xff) {
      pos += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      pos += 2;
      continue;
    }
    // SOS: the frame header comes before any scan, so there is none.
    if (marker === 0xda || marker === 0xd9) return null;
    if (isSof(marker)) return { height: bytes.readUInt16BE(pos + 5), width: bytes.readUInt16BE(pos + 7) };
    pos += 2 + bytes.readUInt16BE(pos + 2);
  }
  return null;
}

function webpDimensions(bytes: Buffer): Dimensions | null {
  const data = 20;
  if (bytes.length < data + 5) return null;
  const fourcc = bytes.toString('latin1', 12, 16);
  if (fourcc !== 'VP8L' && bytes.length < data + 10) return null;
  if (fourcc === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(data + 4, 3), height: 1 + bytes.readUIntLE(data + 7, 3) };
  }
  if (fourcc === 'VP8 ') {
    // A key frame: 3-byte frame tag, start code 9d 01 2a, then 14-bit width and height.
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return null;
    return { width: bytes.readUInt16LE(data + 6) & 0x3fff, height: bytes.readUInt16LE(data + 8) & 0x3fff };
  }
  if (fourcc === 'VP8L') {
    if (bytes[data] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(data + 1);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  return null;
}
