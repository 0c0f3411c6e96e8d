import { describe, expect, it } from 'vitest';
import { periodsFor } from './basketball-score';

describe('an NBA game’s quarters after its final score is corrected', () => {
  const quarters: [number, number][] = [[25, 30], [28, 22], [26, 24], [25, 25]];

  it('put a higher score on the last period', () => {
    expect(periodsFor(quarters, { home: 107, away: 101 })).toEqual([[25, 30], [28, 22], [26, 24], [28, 25]]);
  });

  it('take a lower score back from the last period first, then the ones before it', () => {
    expect(periodsFor(quarters, { home: 70, away: 101 })).toEqual([[25, 30], [28, 22], [17, 24], [0, 25]]);
  });

  it('still add up with overtime, and leave a game without periods without them', () => {
    const withOvertime: [number, number][] = [...quarters, [10, 8]];
    const next = periodsFor(withOvertime, { home: 110, away: 110 });
    expect(next?.reduce((sum, [home]) => sum + home, 0)).toBe(110);
    expect(next?.reduce((sum, [, away]) => sum + away, 0)).toBe(110);
    expect(next?.[4]).toEqual([6, 9]);
    expect(periodsFor(null, { home: 1, away: 2 })).toBeNull();
  });
});
