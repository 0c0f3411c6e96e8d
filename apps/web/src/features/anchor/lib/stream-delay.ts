/** How often the player reads how far its picture is behind the match. */
export const STREAM_DELAY_EVERY_MS = 2_000;
/** Beyond this the stream's clock is wrong, not the stream late: the score is never held longer. */
export const STREAM_DELAY_MAX_MS = 60_000;

/**
 * How far the picture on screen is behind now, from the instant the stream says the frame was taken: whole
 * seconds (a room re-renders only when the figure changes), never negative, at most STREAM_DELAY_MAX_MS. Null when
 * the stream carries no timestamps.
 */
export function streamDelay(now: number, playingAt: number | null): number | null {
  if (playingAt === null) return null;
  const seconds = Math.round(Math.max(0, now - playingAt) / 1000);
  return Math.min(seconds * 1000, STREAM_DELAY_MAX_MS);
}
