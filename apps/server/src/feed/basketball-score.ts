import type { PeriodScores } from '../db/schema/match';

/**
 * An NBA game's periods after its final score is corrected: the quarters (and overtimes) must still add up to the
 * final, so each side's difference goes on the last period played, and a lower score is taken back from the last
 * period first, then from the ones before it. The true quarter of the error is not known; the box score's player
 * points stay as the source sent them (the match page says they are from before the correction).
 */
export function periodsFor(periods: PeriodScores | null, final: { home: number; away: number }): PeriodScores | null {
  if (!periods || periods.length === 0) return periods;
  const next = periods.map(([home, away]): [number, number] => [home, away]);
  ([0, 1] as const).forEach((side) => {
    const target = side === 0 ? final.home : final.away;
    let delta = target - next.reduce((sum, period) => sum + period[side], 0);
    for (let i = next.length - 1; i >= 0 && delta !== 0; i--) {
      const period = next[i]!;
      // Up: all of it on the last period. Down: as much as this period holds, the rest from the one before.
      const step = delta > 0 ? delta : Math.max(delta, -period[side]);
      period[side] += step;
      delta -= step;
    }
  });
  return next;
}
