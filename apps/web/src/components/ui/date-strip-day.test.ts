import { describe, expect, it } from 'vitest';
import { chinaMidnight, type MatchDateItem } from '@sport/contract';
import { openingDay } from './date-strip-day';

const day = (y: number, m: number, d: number): MatchDateItem => ({ matchDate: chinaMidnight(y, m, d), count: 1 });
// World Cup 2026 in China days: the opener on 6月12日, the third-place match on 7月19日, the final on 7月20日.
const WORLD_CUP_2026 = [day(2026, 6, 12), day(2026, 6, 13), day(2026, 7, 15), day(2026, 7, 19), day(2026, 7, 20)];

describe('the day a centre opens on', () => {
  it('between tournaments: the last match day of the finished one (the final), as real apps do', () => {
    expect(openingDay(WORLD_CUP_2026, chinaMidnight(2026, 11, 26) + 20 * 3_600_000)).toBe(chinaMidnight(2026, 7, 20));
  });

  it('during the tournament: today when it has matches', () => {
    expect(openingDay(WORLD_CUP_2026, chinaMidnight(2026, 6, 13) + 3_600_000)).toBe(chinaMidnight(2026, 6, 13));
  });

  it('before it starts: its first match day', () => {
    expect(openingDay(WORLD_CUP_2026, chinaMidnight(2026, 1, 1))).toBe(chinaMidnight(2026, 6, 12));
  });
});
