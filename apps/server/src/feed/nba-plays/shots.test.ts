import { describe, expect, it } from 'vitest';
import { hasHappened, momentOf, periodSeconds, planShots, SHOT_POINTS } from './shots';

const periods: [number, number][] = [
  [31, 24],
  [22, 29],
  [35, 27],
  [20, 28],
  [9, 7],
];

describe('planned NBA shots', () => {
  it('make each side’s points of every period, overtime included, with the clock running down', () => {
    const shots = planShots(99, periods);
    periods.forEach(([home, away], period) => {
      const own = shots.filter((s) => s.period === period);
      const made = (side: 1 | 2) => own.filter((s) => s.side === side && s.made).reduce((a, s) => a + SHOT_POINTS[s.kind], 0);
      expect([made(1), made(2)]).toEqual([home, away]);
      for (const s of own) {
        expect(s.clock).toBeGreaterThan(0);
        expect(s.clock).toBeLessThan(periodSeconds(period));
      }
      const clocks = own.map((s) => s.clock);
      expect(clocks).toEqual([...clocks].sort((a, b) => b - a));
    });
    expect(planShots(99, periods)).toEqual(shots);
  });

  it('give free throws in trips of two, one shooter’s clock for both', () => {
    const shots = planShots(7, periods);
    shots.forEach((s, i) => {
      if (s.attempt === 1) expect(shots[i + 1]).toMatchObject({ kind: 'free', attempt: 2, side: s.side, clock: s.clock, period: s.period });
    });
    expect(shots.some((s) => s.kind === 'free')).toBe(true);
  });

  it('have happened by a moment of the row: every begun period but the running one, that one up to its clock', () => {
    expect(momentOf({ periodScores: null, clockSeconds: null })).toEqual({ period: 0, clock: null });
    expect(momentOf({ periodScores: [[30, 25], [4, 2]], clockSeconds: 600 })).toEqual({ period: 1, clock: 600 });
    expect(momentOf({ periodScores: [[30, 25], [25, 22]], clockSeconds: null })).toEqual({ period: 2, clock: null });
    const at = { period: 1, clock: 600 };
    expect(hasHappened({ period: 0, clock: 5 }, at)).toBe(true);
    expect(hasHappened({ period: 1, clock: 600 }, at)).toBe(true);
    expect(hasHappened({ period: 1, clock: 599 }, at)).toBe(false);
    expect(hasHappened({ period: 2, clock: 700 }, at)).toBe(false);
  });
});
