import { deflateSync } from 'node:zlib';

/** CRC-32 (the PNG chunk checksum), table-driven. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

type Rgb = readonly [number, number, number];

/**
 * A real PNG (8-bit RGB) of a diagonal gradient from one colour to another with a lighter band: what the demo
 * threads carry as photos, made here because demo photos must pass the same byte check as uploads.
 */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const band = Math.abs(y - height * 0.6) < height * 0.04 ? 40 : 0;
      for (let c = 0; c < 3; c++) {
        const value = Math.round((from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * t) + band;
        row[1 + x * 3 + c] = Math.min(255, value);
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pitch green, court orange, night blue, ...: the demo's photo palette. */
export const DEMO_PHOTO_COLOURS: readonly [Rgb, Rgb][] = [
  [
    [16, 120, 60],
    [90, 190, 110],
  ],
  [
    [200, 90, 20],
    [250, 170, 80],
  ],
  [
    [20, 40, 110],
    [70, 130, 210],
  ],
  [
    [120, 20, 40],
    [220, 80, 90],
  ],
  [
    [40, 40, 40],
    [150, 150, 150],
  ],
  [
    [90, 40, 140],
    [180, 120, 230],
  ],
];
