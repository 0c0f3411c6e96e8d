import { startWorldClockAt, systemClock } from '../../src/lib/clock';

/**
 * A Saturday afternoon of the real 2026/27 calendar: the Premier League's 15:00 kick-offs are twenty minutes in.
 * What is live (matches in play, hosts on air, their pushes) follows the real calendar, which has quiet hours (a
 * weekday morning has nothing in play), so tests that need a living world start the world's clock here, as
 * CLOCK_START does for a demo, instead of at the machine's time.
 */
export const MATCH_TIME = Date.parse('2026-11-28T15:20:00Z');

/** Starts this test file's world clock at MATCH_TIME (before the app is built) and returns the world's now. */
export function startAtMatchTime(): Date {
  startWorldClockAt(MATCH_TIME);
  return new Date(systemClock());
}

/**
 * Moves the world's clock `ms` on (every service of the app reads it) so a test sees time pass without waiting
 * for it; returns the move back, for the test's `finally`.
 */
export function moveWorldClock(ms: number): () => void {
  startWorldClockAt(systemClock() + ms);
  return () => startWorldClockAt(systemClock() - ms);
}
