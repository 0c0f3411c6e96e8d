/** The committed test-pattern loop (assets/live): this many segments of this length. */
export const SEGMENT_COUNT = 4;
export const SEGMENT_MS = 2_000;
/** Segments listed at once: a sliding window, as a live stream has. */
export const WINDOW = 4;

/** The media sequence number at `now`: rises by one every segment length. */
export const mediaSequence = (now: number): number => Math.floor(now / SEGMENT_MS);

/** Which committed segment plays as sequence number `n`. */
export const segmentIndex = (n: number): number => ((n % SEGMENT_COUNT) + SEGMENT_COUNT) % SEGMENT_COUNT;

/**
 * The instant segment `n` was filmed: a listed segment is whole, so the newest listed one ended at the window's
 * start. Players read it (EXT-X-PROGRAM-DATE-TIME) to know how far their picture is behind the match.
 */
export const segmentTakenAt = (n: number): number => (n - WINDOW) * SEGMENT_MS;

/** One pass over the committed segments in 90 kHz ticks: how much later each pass's timestamps are (retime.ts). */
export const LOOP_TICKS = SEGMENT_COUNT * SEGMENT_MS * 90;

/** How far segment `n`'s timestamps are moved: a whole loop for every pass before its own. */
export const segmentShift = (n: number): number => Math.floor(n / SEGMENT_COUNT) * LOOP_TICKS;

/**
 * A live HLS media playlist for a room at `now`: a window of WINDOW segments starting at the media
 * sequence, looping the test pattern. The loop is one continuous timeline (each pass is served with its
 * timestamps moved on by segmentShift), so there are no discontinuities: counted from the epoch, their
 * sequence number would be ~2×10⁸, and hls.js keeps per-discontinuity state in an array indexed by it (a
 * sparse array it walks on every playlist load: seconds of main thread per reload on a phone).
 * Each segment says when it was filmed (segmentTakenAt). No EXT-X-ENDLIST: the stream never ends.
 */
export function livePlaylist(roomId: number, now: number): string {
  const first = mediaSequence(now);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(SEGMENT_MS / 1000)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
  ];
  for (let n = first; n < first + WINDOW; n++) {
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(segmentTakenAt(n)).toISOString()}`);
    lines.push(`#EXTINF:${(SEGMENT_MS / 1000).toFixed(3)},`, `/live/${roomId}/${n}.ts`);
  }
  return `${lines.join('\n')}\n`;
}
