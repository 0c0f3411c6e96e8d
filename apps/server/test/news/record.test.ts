import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@sport/contract';
import { expertRecord, type SettledTip } from '../../src/modules/news/record';

const NOW = 1_800_000_000_000;
const tip = (result: SettledTip['result'], daysAgo: number, profit: number, stake = 1): SettledTip => ({
  result,
  profit,
  stake,
  kickoffAt: NOW - daysAgo * DAY_MS,
  id: 1,
});

describe('the expert record', () => {
  it('is empty, with empty samples, before any tip settled', () => {
    expect(expertRecord([], NOW)).toMatchObject({
      settledSession: 0,
      hitPercents: 0,
      tenHistory: [],
      tenSample: 0,
      yieldRate: 0,
      yieldSample: 0,
    });
  });

  it('counts hits, the last ten, streaks and returns from settled tips, each with its sample', () => {
    // Newest first: win, half_win, draw (push), lose, win, win, win, cancel, lose (older than a week).
    const tips = [
      tip('win', 0.5, 0.9),
      tip('half_win', 1, 0.45),
      tip('draw', 2, 0),
      tip('lose', 3, -1),
      tip('win', 4, 1, 2),
      tip('win', 5, 0.8),
      tip('win', 6, 0.7),
      tip('cancel', 6.5, 0),
      tip('lose', 10, -1),
    ];
    const record = expertRecord([...tips].reverse(), NOW);
    expect(record).toEqual({
      settledSession: 7,
      hitSession: 5,
      hitPercents: 71.4,
      tenHistory: [1, 1, 0, 1, 1, 1, 0],
      tenWin: 5,
      tenSample: 7,
      // Week: everything settled within 7 days but the cancel: profit 2.85 over 8 units (the draw staked 1, the 2-unit win 2).
      weekRateReturn: 35.6,
      weekSample: 7,
      longestWin: 3,
      winContinuous: 2,
      streakSample: 7,
      // All but the cancel: profit 1.85 over 9 units.
      yieldRate: 20.6,
      unitsStaked: 9,
      profitUnits: 1.85,
      yieldSample: 8,
    });
  });

  it('keeps the last ten only', () => {
    const tips = Array.from({ length: 15 }, (_, i) => tip(i < 12 ? 'lose' : 'win', 15 - i, i < 12 ? -1 : 1));
    const record = expertRecord(tips, NOW);
    expect(record.tenHistory).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(record.tenWin).toBe(3);
    expect(record.tenSample).toBe(10);
    expect(record.winContinuous).toBe(3);
  });

  it('orders the tips by their matches, the same minute by the newer tip, however they reached it', () => {
    // settled in one sweep or in any order: the newest match first, then the newer tip of two at the same kick-off
    const tips = [
      { ...tip('lose', 3, -1), id: 1 },
      { ...tip('win', 1, 1), id: 2 },
      { ...tip('lose', 1, -1), id: 3 },
      { ...tip('win', 2, 1), id: 4 },
    ];
    for (const order of [tips, [...tips].reverse()]) {
      const record = expertRecord(order, NOW);
      expect(record.tenHistory).toEqual([0, 1, 1, 0]);
      expect(record.winContinuous).toBe(0);
      expect(record.longestWin).toBe(2);
    }
    // a match eight days ago is outside the week, whenever it was settled
    expect(expertRecord([tip('win', 8, 1)], NOW)).toMatchObject({ weekSample: 0, yieldSample: 1 });
  });
});
