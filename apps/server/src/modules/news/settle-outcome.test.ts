import { describe, expect, it } from 'vitest';
import { SportId } from '@sport/contract';
import type { MatchResult } from '../football/service';
import { tipOutcome, verdictOf, type LegToSettle, type MatchVerdict } from './settle-outcome';

const football = (statusId: number, score: [number, number] | null, regular = score): MatchResult => ({
  id: 1,
  sportId: SportId.Football,
  statusId,
  score: score && { home: score[0], away: score[1] },
  regularTimeScore: regular && { home: regular[0], away: regular[1] },
});
const basketball = (statusId: number, score: [number, number] | null): MatchResult => ({
  id: 2,
  sportId: SportId.Basketball,
  statusId,
  score: score && { home: score[0], away: score[1] },
  regularTimeScore: null,
});

describe('verdictOf', () => {
  it('settles a finished football match on the score after regular time', () => {
    expect(verdictOf(football(8, [2, 1], [1, 1]))).toEqual({ done: true, score: { home: 1, away: 1 } });
  });

  it('settles a finished basketball game on the final score with overtime', () => {
    expect(verdictOf(basketball(10, [120, 118]))).toEqual({ done: true, score: { home: 120, away: 118 } });
  });

  it('settles a match not played (postponed, abandoned, cancelled) as cancelled', () => {
    for (const statusId of [9, 11, 12])
      expect(verdictOf(football(statusId, null))).toEqual({ done: true, score: null });
    for (const statusId of [12, 13, 14])
      expect(verdictOf(basketball(statusId, null))).toEqual({ done: true, score: null });
  });

  it('waits for a match not started, in play, interrupted, to be decided, or finished without a score', () => {
    for (const statusId of [0, 1, 2, 4, 7, 10, 13])
      expect(verdictOf(football(statusId, [1, 0]))).toEqual({ done: false });
    for (const statusId of [1, 5, 9, 11, 15])
      expect(verdictOf(basketball(statusId, [50, 48]))).toEqual({ done: false });
    expect(verdictOf(football(8, null))).toEqual({ done: false });
  });
});

describe('tipOutcome', () => {
  const leg = (matchId: number, rest: Omit<LegToSettle, 'matchId'>): LegToSettle => ({ matchId, ...rest });
  const done = (entries: [number, [number, number] | null][]) =>
    new Map<number, MatchVerdict>(
      entries.map(([id, s]) => [id, { done: true, score: s && { home: s[0], away: s[1] } }]),
    );

  it('is null until every match of the tip is done', () => {
    const legs = [
      leg(1, { play: 'result', pick: 'home', line: null, odds: 2 }),
      leg(2, { play: 'result', pick: 'away', line: null, odds: 2 }),
    ];
    const verdicts = done([[1, [1, 0]]]);
    expect(tipOutcome(legs, 1, verdicts)).toBeNull();
    verdicts.set(2, { done: false });
    expect(tipOutcome(legs, 1, verdicts)).toBeNull();
  });

  it('settles one leg with its odds and the profit on the stake', () => {
    const legs = [leg(1, { play: 'handicap', pick: 'home', line: -0.75, odds: 1.9 })];
    // won by one: half the stake wins on −0.5, half pushes on −1
    const halfWin = tipOutcome(legs, 2, done([[1, [2, 1]]]));
    expect(halfWin).toMatchObject({ result: 'half_win', legResults: ['half_win'], odds: 1.9 });
    expect(halfWin?.profit).toBeCloseTo(0.9);
    expect(tipOutcome(legs, 2, done([[1, [1, 1]]]))).toMatchObject({ result: 'lose', profit: -2 });
  });

  it('combines several legs, a cancelled one counting as a push', () => {
    const legs = [
      leg(1, { play: 'total', pick: 'over', line: 2.5, odds: 1.8 }),
      leg(2, { play: 'result', pick: 'home', line: null, odds: 2.5 }),
    ];
    const outcome = tipOutcome(
      legs,
      1,
      done([
        [1, [2, 1]],
        [2, null],
      ]),
    );
    expect(outcome).toMatchObject({ result: 'win', legResults: ['win', 'cancel'], odds: 1.8 });
    expect(outcome?.profit).toBeCloseTo(0.8);
    expect(
      tipOutcome(
        legs,
        1,
        done([
          [1, null],
          [2, null],
        ]),
      ),
    ).toMatchObject({ result: 'cancel', profit: 0 });
  });

  it('refuses a stored leg that is not a pick of its play', () => {
    expect(() =>
      tipOutcome([leg(1, { play: 'handicap', pick: 'over', line: 1, odds: 2 })], 1, done([[1, [1, 0]]])),
    ).toThrow(RangeError);
    expect(() =>
      tipOutcome([leg(1, { play: 'total', pick: 'over', line: null, odds: 2 })], 1, done([[1, [1, 0]]])),
    ).toThrow(RangeError);
  });
});
