import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOTBALL_RANKING_STATS, topPlayers } from './player-ranking';

describe('topPlayers', () => {
  it('keeps the top 10 by value, numbered from 1', () => {
    const rows = Array.from({ length: 15 }, (_, i) => ({ playerId: i + 1, value: i }));
    const top = topPlayers(rows);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ playerId: 15, value: 14, rank: 1 });
    expect(top.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps the input order of equal values', () => {
    expect(
      topPlayers([
        { id: 'a', value: 1 },
        { id: 'b', value: 1 },
      ]).map((r) => r.id),
    ).toEqual(['a', 'b']);
  });

  it('is sorted descending and never longer than 10', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ value: fc.integer({ min: 0, max: 50 }) }), { maxLength: 40 }), (rows) => {
        const top = topPlayers(rows);
        expect(top.length).toBe(Math.min(10, rows.length));
        for (let i = 1; i < top.length; i++) expect(top[i - 1]!.value).toBeGreaterThanOrEqual(top[i]!.value);
      }),
    );
  });

  it('ranks by the five SPEC stats', () => {
    expect(FOOTBALL_RANKING_STATS).toEqual(['goals', 'assists', 'shots_on_target', 'saves', 'minutes_played']);
  });
});
