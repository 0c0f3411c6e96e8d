// MPEG-TS timestamps (ISO/IEC 13818-1): a PES header's PTS and DTS and an adaptation field's PCR, all 33-bit counts
// of a 90 kHz clock. The live rooms loop four committed segments; shifting each pass's timestamps by the loop's
// length makes the loop one continuous stream, so the playlist needs no discontinuities (see playlist.ts for why).

const PACKET = 188;
const SYNC = 0x47;
/** 2^33: the timestamps' range; they wrap, as a long-running stream's do (players expect the rollover). */
const WRAP = 2 ** 33;

const wrap = (ticks: number): number => ((ticks % WRAP) + WRAP) % WRAP;

/** A PTS or DTS: 33 bits in five bytes with marker bits. */
function readStamp(b: Buffer, at: number): number {
  const high = (b[at]! >> 1) & 0x07;
  const low = (b[at + 1]! << 22) | ((b[at + 2]! >> 1) << 15) | (b[at + 3]! << 7) | (b[at + 4]! >> 1);
  return high * 2 ** 30 + low;
}

function writeStamp(b: Buffer, at: number, ticks: number): void {
  const high = Math.floor(ticks / 2 ** 30);
  const low = ticks % 2 ** 30;
  b[at] = (b[at]! & 0xf0) | (high << 1) | 1; // keeps the 4-bit prefix ('0010', '0011' or '0001')
  b[at + 1] = (low >> 22) & 0xff;
  b[at + 2] = (((low >> 15) & 0x7f) << 1) | 1;
  b[at + 3] = (low >> 7) & 0xff;
  b[at + 4] = ((low & 0x7f) << 1) | 1;
}

/** A PCR's 33-bit base (its 9-bit extension, a 27 MHz remainder, is not touched). */
function readPcrBase(b: Buffer, at: number): number {
  return b[at]! * 2 ** 25 + b[at + 1]! * 2 ** 17 + b[at + 2]! * 2 ** 9 + b[at + 3]! * 2 + (b[at + 4]! >> 7);
}

function writePcrBase(b: Buffer, at: number, base: number): void {
  const top = Math.floor(base / 2); // 32 bits
  b[at] = Math.floor(top / 2 ** 24) & 0xff;
  b[at + 1] = Math.floor(top / 2 ** 16) & 0xff;
  b[at + 2] = Math.floor(top / 2 ** 8) & 0xff;
  b[at + 3] = top & 0xff;
  b[at + 4] = (b[at + 4]! & 0x7f) | ((base & 1) << 7);
}

export interface Stamp {
  pid: number;
  kind: 'pts' | 'dts' | 'pcr';
  ticks: number;
}

/** Calls `visit` with every timestamp of a transport stream, in order; `visit` may return a new value to write. */
function eachStamp(b: Buffer, visit: (stamp: Stamp) => number | void): void {
  for (let p = 0; p + PACKET <= b.length; p += PACKET) {
    if (b[p] !== SYNC) throw new Error(`not an MPEG-TS packet at byte ${p}`);
    const unitStart = (b[p + 1]! & 0x40) !== 0;
    const pid = ((b[p + 1]! & 0x1f) << 8) | b[p + 2]!;
    const control = (b[p + 3]! >> 4) & 0x03;
    let payload = p + 4;
    if (control & 0x02) {
      const length = b[payload]!;
      if (length > 0 && b[payload + 1]! & 0x10) {
        const at = payload + 2;
        const next = visit({ pid, kind: 'pcr', ticks: readPcrBase(b, at) });
        if (next !== undefined) writePcrBase(b, at, next);
      }
      payload += 1 + length;
    }
    // A PES packet starts 00 00 01; the tables (PAT, PMT) start with a pointer field and a table id instead.
    if (!(control & 0x01) || !unitStart || payload + 14 > p + PACKET) continue;
    if (b[payload] !== 0 || b[payload + 1] !== 0 || b[payload + 2] !== 1) continue;
    const flags = b[payload + 7]! >> 6;
    const stamps: ('pts' | 'dts')[] = flags === 0b11 ? ['pts', 'dts'] : flags === 0b10 ? ['pts'] : [];
    stamps.forEach((kind, i) => {
      const at = payload + 9 + i * 5;
      const next = visit({ pid, kind, ticks: readStamp(b, at) });
      if (next !== undefined) writeStamp(b, at, next);
    });
  }
}

/** Every timestamp of a transport stream, in order (for tests and checks). */
export function readStamps(segment: Buffer): Stamp[] {
  const stamps: Stamp[] = [];
  eachStamp(segment, (stamp) => void stamps.push(stamp));
  return stamps;
}

/** A copy of `segment` with every timestamp moved `ticks` (90 kHz) later, wrapping at 2^33. */
export function shiftTimestamps(segment: Buffer, ticks: number): Buffer {
  const copy = Buffer.from(segment);
  eachStamp(copy, ({ ticks: at }) => wrap(at + ticks));
  return copy;
}
