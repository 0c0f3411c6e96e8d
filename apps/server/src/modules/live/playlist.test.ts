import { describe, expect, it } from 'vitest';
import { livePlaylist, mediaSequence, segmentIndex, SEGMENT_MS } from './playlist';

const tag = (playlist: string, name: string) => Number(new RegExp(`#${name}:(\\d+)`).exec(playlist)?.[1]);
const uris = (playlist: string) => playlist.split('\n').filter((l) => l.startsWith('/live/'));

describe('live HLS playlist', () => {
  it('is a live window: four segments, no end, the media sequence from the clock', () => {
    const now = 1_750_000_001_000;
    const text = livePlaylist(880001, now);
    expect(text.startsWith('#EXTM3U\n')).toBe(true);
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(tag(text, 'EXT-X-MEDIA-SEQUENCE')).toBe(Math.floor(now / 2000));
    const seq = mediaSequence(now);
    expect(uris(text)).toEqual([0, 1, 2, 3].map((k) => `/live/880001/${seq + k}.ts`));
    expect(text.match(/#EXTINF:2\.000,/g)).toHaveLength(4);
  });

  it('slides forward as time passes', () => {
    const start = 1_750_000_000_000;
    const sequences = [0, 1, 2, 5, 60].map((k) => tag(livePlaylist(7, start + k * SEGMENT_MS), 'EXT-X-MEDIA-SEQUENCE'));
    expect(sequences).toEqual([0, 1, 2, 5, 60].map((k) => sequences[0]! + k));
    // the same instant answers the same playlist
    expect(livePlaylist(7, start + 10)).toBe(livePlaylist(7, start + 1999));
  });

  it('is one timeline: no discontinuities, however long the stream has run', () => {
    const text = livePlaylist(1, 1_795_878_332_629);
    expect(text).not.toContain('DISCONTINUITY');
  });

  it('dates each segment when it was filmed: whole, in the past, one segment length apart', () => {
    const now = 1_750_000_001_000;
    const dates = [...livePlaylist(5, now).matchAll(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/g)].map((m) => Date.parse(m[1]!));
    expect(dates).toHaveLength(4);
    expect(dates.every((at, i) => i === 0 || at - dates[i - 1]! === SEGMENT_MS)).toBe(true);
    // the newest segment ended before now; the oldest is at most a window and a segment behind
    expect(dates[3]! + SEGMENT_MS).toBeLessThanOrEqual(now);
    expect(now - dates[0]!).toBeLessThanOrEqual(5 * SEGMENT_MS);
  });

  it('maps sequence numbers onto the four committed segments', () => {
    expect([0, 1, 2, 3, 4, 5, 1003].map(segmentIndex)).toEqual([0, 1, 2, 3, 0, 1, 3]);
  });
});
