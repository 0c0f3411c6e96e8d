import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../../feed/demo-forum-photos';
import { orientationSegment, stripPhotoMetadata } from './photo-metadata';

// Photos as files are made by phones: an EXIF block (camera, GPS) before the image, text chunks in a PNG. The
// stored photo keeps every byte of the image and loses the rest; the JPEG orientation alone survives.

const b = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.isBuffer(part) ? part : Buffer.from(part),
    ),
  );

/** Stripped bytes of a file that can be stripped. */
const strip = (bytes: Buffer, type: Parameters<typeof stripPhotoMetadata>[1]): Buffer => {
  const stripped = stripPhotoMetadata(bytes, type);
  if (!stripped) throw new Error('refused as malformed');
  return stripped;
};

/** A JPEG segment: marker, big-endian length (payload + 2), payload. */
const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** A little-endian TIFF block as phones write it: IFD0 with the camera make, an orientation and a GPS IFD. */
function exifTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 3 * 12 + 4 + 8 + 2 + 2 * 12 + 4 + 8);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const makeAt = 8 + 2 + 3 * 12 + 4;
  const gpsAt = makeAt + 8;
  const latitudeAt = gpsAt + 2 + 2 * 12 + 4;
  tiff.writeUInt16LE(3, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  entry(10, 0x010f, 2, 8, makeAt); // Make, ASCII
  entry(22, 0x0112, 3, 1, orientation); // Orientation, SHORT (little-endian: the low bytes come first)
  entry(34, 0x8825, 4, 1, gpsAt); // GPSInfo IFD pointer
  tiff.write('PhoneCo\0', makeAt, 'latin1');
  tiff.writeUInt16LE(2, gpsAt);
  entry(gpsAt + 2, 0x0001, 2, 2, 0x4e); // GPSLatitudeRef 'N'
  entry(gpsAt + 14, 0x0002, 2, 8, latitudeAt); // stands in for the rationals
  tiff.write('31.2304\0', latitudeAt, 'latin1');
  return tiff;
}

const SOI = b([0xff, 0xd8]);
const EOI = b([0xff, 0xd9]);
const APP0 = segment(0xe0, b('JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0]));
const EXIF = segment(0xe1, b('Exif\0\0', exifTiff(6)));
const XMP = segment(0xe1, b('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPSLatitude 31.2304</x:xmpmeta>'));
const MPF = segment(0xe2, b('MPF\0', [0, 0, 0, 0]));
const ICC = segment(0xe2, b('ICC_PROFILE\0', [1, 1], 'display-p3'));
const ADOBE = segment(0xee, b('Adobe', [0, 100, 0, 0, 0, 0, 1]));
const COMMENT = segment(0xfe, b('shot at home'));
const DQT = segment(0xdb, b([0], Buffer.alloc(64, 1)));
const SOF0 = segment(0xc0, b([8, 0, 1, 0, 1, 1, 1, 0x11, 0]));
const DHT = segment(0xc4, b([0], Buffer.alloc(16, 0), [0]));
const SOS = segment(0xda, b([1, 1, 0, 0, 0x3f, 0]));
/** Entropy-coded data with a stuffed 0xFF00 and a restart marker, which belong to the scan. */
const SCAN = b([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xe1, 0x78]);

describe('stripping a JPEG', () => {
  it('drops EXIF, XMP, MPF and comments, keeps JFIF, Adobe, the ICC profile and the image bytes as they are', () => {
    const photo = b(SOI, EXIF, APP0, XMP, ICC, MPF, ADOBE, COMMENT, DQT, SOF0, DHT, SOS, SCAN, EOI);
    const stripped = strip(photo, 'image/jpeg');
    expect(stripped.equals(b(SOI, orientationSegment(6), APP0, ICC, ADOBE, DQT, SOF0, DHT, SOS, SCAN, EOI))).toBe(true);
    for (const gone of ['PhoneCo', '31.2304', 'xmpmeta', 'MPF', 'shot at home']) {
      expect(stripped.includes(gone), gone).toBe(false);
    }
  });

  it('keeps the orientation alone, as a minimal big-endian EXIF, and none when it is the default', () => {
    expect(
      orientationSegment(6).equals(
        b(
          [0xff, 0xe1, 0, 34],
          'Exif\0\0MM',
          [0, 42, 0, 0, 0, 8, 0, 1, 1, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0],
        ),
      ),
    ).toBe(true);
    const upright = b(SOI, segment(0xe1, b('Exif\0\0', exifTiff(1))), DQT, SOS, SCAN, EOI);
    expect(strip(upright, 'image/jpeg').equals(b(SOI, DQT, SOS, SCAN, EOI))).toBe(true);
  });

  it('drops what a phone appends after the end of the image, and segments after stray bytes', () => {
    const motion = b(SOI, DQT, SOS, SCAN, EOI, 'ftypmp4 video with its own GPS');
    expect(strip(motion, 'image/jpeg').equals(b(SOI, DQT, SOS, SCAN, EOI))).toBe(true);
    const stray = b(SOI, APP0, [0x00, 0x07], XMP, DQT, SOS, SCAN, EOI);
    expect(strip(stray, 'image/jpeg').equals(b(SOI, APP0, [0x00, 0x07], DQT, SOS, SCAN, EOI))).toBe(true);
  });

  it('gives back the very same bytes when there is nothing to drop, even a truncated file', () => {
    const clean = b(SOI, APP0, DQT, SOF0, DHT, SOS, SCAN, EOI);
    expect(stripPhotoMetadata(clean, 'image/jpeg')).toBe(clean);
    const truncated = b(SOI, APP0, DQT.subarray(0, 20));
    expect(stripPhotoMetadata(truncated, 'image/jpeg')).toBe(truncated);
  });
});

/** A PNG chunk with its CRC as a writer computes it. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('stripping a PNG', () => {
  it('drops eXIf and the text chunks, and keeps every other chunk with its CRC', () => {
    const png = gradientPng(4, 3, [0, 0, 0], [255, 255, 255]);
    const iendAt = png.length - 12;
    const body = png.subarray(0, iendAt);
    const metadata = b(
      chunk('eXIf', exifTiff(6)),
      chunk('tEXt', b('Comment\0GPS 31.2304')),
      chunk('zTXt', b('Raw profile\0\0', deflateSync('PhoneCo'))),
      chunk('iTXt', b('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>')),
    );
    const tagged = b(body, metadata, png.subarray(iendAt), 'trailing');
    const stripped = strip(tagged, 'image/png');
    expect(stripped.equals(png)).toBe(true);
    expect(stripPhotoMetadata(png, 'image/png')).toBe(png);
  });
});

/** A WebP chunk, padded to an even size. */
function riffChunk(fourcc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

const webp = (...chunks: Buffer[]) => {
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + body.length, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
};

describe('stripping a WebP', () => {
  it('drops EXIF and XMP, clears their VP8X flags and writes the new RIFF size', () => {
    const vp8x = (flags: number) => riffChunk('VP8X', b([flags, 0, 0, 0, 3, 0, 0, 2, 0, 0]));
    const image = riffChunk('VP8 ', b([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 4, 0, 3, 0, 7]));
    const tagged = webp(
      vp8x(0x08 | 0x04 | 0x20),
      riffChunk('ICCP', b('icc')),
      image,
      riffChunk('EXIF', exifTiff(6)),
      riffChunk('XMP ', b('<x:xmpmeta/>')),
    );
    expect(strip(tagged, 'image/webp').equals(webp(vp8x(0x20), riffChunk('ICCP', b('icc')), image))).toBe(
      true,
    );
    const clean = webp(image);
    expect(stripPhotoMetadata(clean, 'image/webp')).toBe(clean);
  });
});

describe('a WebP whose chunks do not add up', () => {
  const image = riffChunk('VP8 ', b([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 4, 0, 3, 0, 7]));
  const gps = b('GPSLatitude 31.2304N'); // 20 bytes

  it('loses the GPS of an odd-sized last chunk written without its padding byte', () => {
    const exif = Buffer.concat([b('EXIF', [21, 0, 0, 0]), gps, b('!')]); // 21 bytes of data, no pad after
    const body = Buffer.concat([image, exif]);
    const file = Buffer.concat([b('RIFF'), Buffer.from([0, 0, 0, 0]), b('WEBP'), body]);
    file.writeUInt32LE(4 + body.length, 4);
    const stripped = stripPhotoMetadata(file, 'image/webp');
    expect(stripped?.includes('31.2304')).toBe(false);
    expect(stripped?.equals(webp(image))).toBe(true);
  });

  it('is refused (null) when a chunk runs past the file, rather than kept with what it may hide', () => {
    const exif = Buffer.concat([b('EXIF', [200, 0, 0, 0]), gps]);
    const body = Buffer.concat([image, exif]);
    const file = Buffer.concat([b('RIFF'), Buffer.from([0, 0, 0, 0]), b('WEBP'), body]);
    file.writeUInt32LE(4 + body.length, 4);
    expect(stripPhotoMetadata(file, 'image/webp')).toBeNull();
  });
});
