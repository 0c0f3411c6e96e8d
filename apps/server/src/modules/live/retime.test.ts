import { describe, expect, it } from 'vitest';
import { loadLiveAssets } from './assets';
import { LOOP_TICKS, mediaSequence } from './playlist';
import { readStamps, shiftTimestamps, type Stamp } from './retime';
import { createLiveService } from './service';

const { segments } = loadLiveAssets();
const live = createLiveService({ rooms: { roomExists: () => Promise.resolve(true) } });
/** Segment `n` as the server sends it. */
const served = (n: number) => live.segment(n)!;
const pts = (stamps: Stamp[]) => stamps.filter((s) => s.kind === 'pts').map((s) => s.ticks);

describe('the looped test pattern as one stream', () => {
  it('reads the committed segments: presentation and clock stamps of an audio and a video stream', () => {
    // H.264 baseline has no B-frames, so ffmpeg wrote no DTS apart from the PTS
    const stamps = readStamps(segments[0]!);
    expect(new Set(stamps.map((s) => s.kind))).toEqual(new Set(['pts', 'pcr']));
    expect(new Set(stamps.filter((s) => s.kind === 'pts').map((s) => s.pid)).size).toBe(2);
  });

  it('moves every timestamp by the shift and nothing else', () => {
    const original = segments[1]!;
    const moved = shiftTimestamps(original, 123_456);
    expect(readStamps(moved).map((s) => s.ticks)).toEqual(readStamps(original).map((s) => s.ticks + 123_456));
    const changed = [...moved].filter((byte, i) => byte !== original[i]).length;
    expect(changed).toBeLessThan(readStamps(original).length * 5);
  });

  it('runs on across a loop restart: each pass starts where the last one ended', () => {
    // the last pass's final video frame, then the next pass's first: one frame (1/15 s) apart, as inside a segment
    const video = (n: number) => {
      const [first] = readStamps(served(n)).filter((s) => s.kind === 'pts');
      return pts(readStamps(served(n)).filter((s) => s.pid === first!.pid));
    };
    const frame = 90_000 / 15;
    const before = video(7);
    const after = video(8);
    expect(after[0]! - before.at(-1)!).toBe(frame);
    expect(pts(readStamps(served(8)))[0]! - pts(readStamps(served(4)))[0]!).toBe(LOOP_TICKS);
  });

  it('wraps at 2^33 as long streams do, and serves today’s sequence numbers', () => {
    const today = mediaSequence(1_795_878_332_629);
    for (const stamp of readStamps(served(today))) expect(stamp.ticks).toBeLessThan(2 ** 33);
    const nearWrap = shiftTimestamps(segments[0]!, 2 ** 33 - 1);
    const first = readStamps(segments[0]!)[0]!;
    expect(readStamps(nearWrap)[0]!.ticks).toBe(first.ticks - 1);
  });
});
