import type { PhotoType } from './photo-type';

/**
 * Uploaded photos lose their metadata before they are stored: a phone photo's EXIF carries the GPS position
 * where it was taken, the camera and the time, and every reader of the forum can fetch the stored bytes.
 * Only containers are rewritten (segments and chunks dropped whole); the image data is copied byte for byte,
 * never decoded or re-encoded. Bytes with nothing to drop come back as the same Buffer; null for a WebP whose
 * chunks cannot be told apart (what it holds cannot be stripped, so it is not stored).
 */
export function stripPhotoMetadata(bytes: Buffer, type: PhotoType): Buffer | null {
  switch (type) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/webp':
      return stripWebp(bytes);
    case 'image/gif':
      // GIF has no EXIF; its comment and application (XMP) extensions are rare in uploads and left as they are.
      return bytes;
  }
}

const APP0_JFIF = 0xe0;
const APP1_EXIF = 0xe1;
const APP14_ADOBE = 0xee;
const COM = 0xfe;
const SOS = 0xda;
const EOI = 0xd9;
const ORIENTATION_TAG = 0x0112;
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

const APP2 = 0xe2;
const ICC_HEADER = Buffer.from('ICC_PROFILE\0', 'latin1');

/**
 * APP1..APP13, APP15 (EXIF, XMP, MPF, maker data, Photoshop IRB…) and comments go; APP0 (JFIF), APP14 (Adobe's
 * colour transform) and APP2's ICC profile stay: without it a wide-gamut phone photo (Display P3) shows in
 * faded colours, and a profile says how to show colours, not where or by whom a photo was taken.
 */
const dropsJpegSegment = (marker: number, segment: Buffer) =>
  marker === COM ||
  (marker >= 0xe0 &&
    marker <= 0xef &&
    marker !== APP0_JFIF &&
    marker !== APP14_ADOBE &&
    !(marker === APP2 && segment.subarray(0, ICC_HEADER.length).equals(ICC_HEADER)));

/** Markers without a length: TEM, RST0..7 (and SOI if one repeats). */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/**
 * Walks a JPEG's segments: drops the metadata ones and everything after EOI (phones append a video or more
 * pictures there), copies the rest, and each scan's entropy-coded data, as they are. Stray bytes between segments
 * are skipped to the next 0xFF as decoders do, so no segment hides behind them. The EXIF orientation is the one
 * tag kept, in a minimal EXIF segment of its own where the old one stood: phones store a portrait photo sideways
 * and rely on it, and browsers rotate by it.
 */
function stripJpeg(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let changed = false;
  let orientation: number | null = null;
  let exifAt = -1;
  let pos = 2;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) {
      const next = bytes.indexOf(0xff, pos);
      const end = next === -1 ? bytes.length : next;
      parts.push(bytes.subarray(pos, end));
      pos = end;
      continue;
    }
    const marker = bytes[pos + 1];
    if (marker === undefined || marker === 0xff) {
      // A fill byte before a marker, or the last byte.
      parts.push(bytes.subarray(pos, pos + 1));
      pos += 1;
      continue;
    }
    if (marker === EOI) {
      parts.push(bytes.subarray(pos, pos + 2));
      if (pos + 2 < bytes.length) changed = true;
      break;
    }
    if (standalone(marker) || marker === 0x00) {
      parts.push(bytes.subarray(pos, pos + 2));
      pos += 2;
      continue;
    }
    const length = pos + 4 <= bytes.length ? bytes.readUInt16BE(pos + 2) : 0;
    if (length < 2) {
      // Truncated or broken: nothing more can be read as segments, so it is kept as it is.
      parts.push(bytes.subarray(pos));
      break;
    }
    const end = Math.min(pos + 2 + length, bytes.length);
    const segment = bytes.subarray(pos + 4, end);
    if (dropsJpegSegment(marker, segment)) {
      if (marker === APP1_EXIF && segment.subarray(0, 6).equals(EXIF_HEADER)) {
        orientation ??= exifOrientation(segment.subarray(6));
        if (exifAt === -1) exifAt = parts.length;
      }
      changed = true;
      pos = end;
      continue;
    }
    parts.push(bytes.subarray(pos, end));
    pos = end;
    if (marker === SOS) {
      const dataEnd = scanEnd(bytes, pos);
      parts.push(bytes.subarray(pos, dataEnd));
      pos = dataEnd;
    }
  }
  if (!changed) return bytes;
  if (orientation !== null && orientation !== 1 && exifAt !== -1)
    parts.splice(exifAt, 0, orientationSegment(orientation));
  return Buffer.concat(parts);
}

/** Where a scan's entropy-coded data ends: the first 0xFF that is neither a stuffed 0xFF00 nor a restart marker. */
function scanEnd(bytes: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const ff = bytes.indexOf(0xff, at);
    if (ff === -1 || ff + 1 >= bytes.length) return bytes.length;
    const next = bytes[ff + 1] ?? 0;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at = ff + 2;
    else return ff;
  }
}

/** The Orientation (0x0112) of IFD0 in an EXIF TIFF block, 1..8; null when absent or unreadable. */
function exifOrientation(tiff: Buffer): number | null {
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    // SHORT (3), one value, stored in the entry itself.
    if (u16(entry) === ORIENTATION_TAG && u16(entry + 2) === 3 && u32(entry + 4) >= 1) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 EXIF segment holding IFD0 with the Orientation tag alone (big-endian TIFF, 36 bytes). */
export function orientationSegment(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(34, 2);
  EXIF_HEADER.copy(segment, 4);
  segment.write('MM', 10, 'latin1');
  segment.writeUInt16BE(42, 12);
  segment.writeUInt32BE(8, 14); // IFD0 right after the TIFF header
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(ORIENTATION_TAG, 20);
  segment.writeUInt16BE(3, 22); // SHORT
  segment.writeUInt32BE(1, 24); // one value
  segment.writeUInt16BE(orientation, 28); // left-justified in the 4-byte value field
  segment.writeUInt32BE(0, 32); // no next IFD
  return segment;
}

const PNG_TEXT_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

/** Drops a PNG's EXIF and text chunks and anything after IEND; the other chunks keep their bytes and CRCs. */
function stripPng(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let changed = false;
  let pos = 8;
  while (pos < bytes.length) {
    const end = pos + 12 + (pos + 4 <= bytes.length ? bytes.readUInt32BE(pos) : 0);
    if (pos + 12 > bytes.length || end > bytes.length) {
      // A truncated chunk: kept as it is (a decoder stops there too).
      parts.push(bytes.subarray(pos));
      break;
    }
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    if (PNG_TEXT_CHUNKS.has(type)) changed = true;
    else parts.push(bytes.subarray(pos, end));
    pos = end;
    if (type === 'IEND') {
      if (pos < bytes.length) changed = true;
      break;
    }
  }
  return changed ? Buffer.concat(parts) : bytes;
}

const WEBP_METADATA_CHUNKS = new Set(['EXIF', 'XMP ']);
/** VP8X flag bits saying EXIF and XMP chunks follow. */
const VP8X_EXIF_XMP = 0x08 | 0x04;

/**
 * Drops a WebP's EXIF and XMP chunks, clears their flags in VP8X and writes the new RIFF size. An odd-sized last
 * chunk may come without its padding byte (writers forget it, and decoders read such files): it is kept, padded.
 * Any other file whose chunks do not add up is null: its chunks cannot be told apart, so whatever metadata it
 * carries could not be found.
 */
function stripWebp(bytes: Buffer): Buffer | null {
  if (bytes.length < 12) return null;
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  const parts: Buffer[] = [];
  let changed = riffEnd < bytes.length;
  let pos = 12;
  while (pos + 8 <= riffEnd) {
    const size = bytes.readUInt32LE(pos + 4);
    const dataEnd = pos + 8 + size;
    if (dataEnd > riffEnd) return null;
    const padded = dataEnd + (size % 2);
    const missingPad = padded > riffEnd;
    const fourcc = bytes.toString('latin1', pos, pos + 4);
    const chunk = missingPad
      ? Buffer.concat([bytes.subarray(pos, dataEnd), Buffer.alloc(1)])
      : bytes.subarray(pos, padded);
    if (missingPad) changed = true;
    if (WEBP_METADATA_CHUNKS.has(fourcc)) changed = true;
    else if (fourcc === 'VP8X' && size >= 1) {
      const flagged = Buffer.from(chunk);
      flagged[8] = (flagged[8] ?? 0) & ~VP8X_EXIF_XMP;
      parts.push(flagged);
    } else parts.push(chunk);
    pos = Math.min(padded, riffEnd);
  }
  if (pos !== riffEnd) return null;
  if (!changed) return bytes;
  const header = Buffer.from(bytes.subarray(0, 12));
  const body = Buffer.concat(parts);
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
}
