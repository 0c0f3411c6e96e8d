/** Epoch milliseconds now. Services take one so tests can move time instead of waiting for it. */
export type Clock = () => number;

/** How far the world's clock is from the machine's: 0 unless CLOCK_START set it (startWorldClockAt). */
let offsetMs = 0;

/**
 * Starts the world's clock at `at`; from then on it runs at real speed. Called once, at process start, from
 * CLOCK_START: the simulated present (live matches, hosts on air, the tips of the day) is a function of the
 * clock, and the real calendar has quiet hours, so a demo or an e2e run picks the moment it opens on.
 */
export function startWorldClockAt(at: number): void {
  offsetMs = at - Date.now();
}

/** The world's time: the machine's, shifted by CLOCK_START when it is set. */
export const systemClock: Clock = () => Date.now() + offsetMs;
