import { describe, expect, it } from 'vitest';
import type { StoredLeg } from '../../db/schema/ranking';
import { settleBet, settleScoreOf } from './settle-bet';

const leg = (matchId: number, extra: Partial<StoredLeg> = {}): StoredLeg => ({
  matchId,
  selection: { play: 'handicap', pick: 'home', line: '-0.25' },
  odds: 1.9,
  result: null,
  sportId: 1,
  league: '英超',
  homeName: '甲',
  awayName: '乙',
  kickoffAt: 0,
  ...extra,
});

describe('settling a slip', () => {
  it('waits while a match is open, and settles by the shared rules once all are decided', () => {
    const scores = new Map([[1, { home: 1, away: 1 }] as const]);
    expect(settleBet(100, [leg(1), leg(2)], scores)).toBeNull();
    // −0.25 on a draw: half the stake pushes, half loses.
    expect(settleBet(100, [leg(1)], scores)).toMatchObject({ result: 'half_lose', profit: -50 });
  });

  it('settles a slip lost on one leg at once, its other legs still to play; half a loss waits', () => {
    const scores = new Map([[1, { home: 0, away: 2 }] as const]);
    const lost = settleBet(100, [leg(1, { selection: { play: 'result', pick: 'home' } }), leg(2)], scores);
    expect(lost).toMatchObject({ result: 'lose', profit: -100 });
    expect(lost?.legs.map((l) => l.result)).toEqual(['lose', null]);
    // −0.25 lost by half on a draw: the slip still returns something if the other leg wins.
    const draw = new Map([[1, { home: 1, away: 1 }] as const]);
    expect(settleBet(100, [leg(1), leg(2)], draw)).toBeNull();
  });

  it('keeps a leg’s result the platform sent, and cancels a leg on a match that will not be played', () => {
    const scores = new Map<number, 'void'>([[2, 'void']]);
    const settled = settleBet(100, [leg(1, { result: 'win', fromPlatform: true }), leg(2)], scores);
    expect(settled?.legs.map((l) => l.result)).toEqual(['win', 'cancel']);
    expect(settled?.result).toBe('win');
    expect(settled?.profit).toBeCloseTo(90, 9);
  });

  it('settles football on the regular-time score and basketball on the final score', () => {
    const football = { id: 1, sportId: 1, statusId: 8, score: { home: 2, away: 1 }, regularTimeScore: { home: 1, away: 1 } };
    expect(settleScoreOf(football)).toEqual({ home: 1, away: 1 });
    expect(settleScoreOf({ ...football, statusId: 4 })).toBe('open');
    expect(settleScoreOf({ ...football, statusId: 12 })).toBe('void');
    const basketball = { id: 2, sportId: 2, statusId: 10, score: { home: 110, away: 108 }, regularTimeScore: null };
    expect(settleScoreOf(basketball)).toEqual({ home: 110, away: 108 });
    expect(settleScoreOf({ ...basketball, statusId: 13 })).toBe('void');
  });
});
