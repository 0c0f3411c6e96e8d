import { describe, expect, it } from 'vitest';
import { finished, makeConference, makeGame } from '../testing/nba-fixtures';
import { playoffBracket } from './playoff-series';

const groups = [makeConference(1, 101), makeConference(2, 201)];
/** One finished first-round game between east seeds `a` and `b` (teams 100 + seed). */
const eastGame = (id: number, a: number, b: number, round = 1) =>
  finished(id, [100 + a, `球队${100 + a}`, 100], [100 + b, `球队${100 + b}`, 90], { roundNum: round });

describe('playoffBracket', () => {
  it('puts the first round in bracket order (1v8, 4v5, 3v6, 2v7) so the halves meet in the next round', () => {
    const [first] = playoffBracket(
      [eastGame(1, 2, 7), eastGame(2, 3, 6), eastGame(3, 4, 5), eastGame(4, 1, 8)],
      groups,
    );
    expect(first!.east.map((s) => [s.high.seed, s.low.seed])).toEqual([
      [1, 8],
      [4, 5],
      [3, 6],
      [2, 7],
    ]);
    expect(first!.west).toEqual([]);
  });

  it('counts only finished games toward a series, the better seed first whoever is at home', () => {
    const live = makeGame(3, {
      homeId: 108,
      homeName: '球队108',
      awayId: 101,
      awayName: '球队101',
      roundNum: 1,
      statusId: 6,
      homeScore: 60,
      awayScore: 50,
    });
    const [first] = playoffBracket(
      [eastGame(1, 1, 8), finished(2, [108, '球队108', 110], [101, '球队101', 100], { roundNum: 1 }), live],
      groups,
    );
    const series = first!.east[0]!;
    expect([series.high.name, series.high.wins, series.low.name, series.low.wins]).toEqual([
      '球队101',
      1,
      '球队108',
      1,
    ]);
    expect(series.games.map((g) => g.matchId)).toEqual([1, 2, 3]);
  });

  it('keeps the play-in apart, and the Finals out of either conference', () => {
    const finals = finished(9, [101, '球队101', 100], [201, '球队201', 90], { kind: 5, roundNum: null });
    const rounds = playoffBracket([eastGame(1, 9, 10, 0), eastGame(2, 7, 8, 0), finals], groups);
    expect(rounds.map((r) => r.round)).toEqual([0, 4]);
    expect(rounds[0]!.east.map((s) => s.high.seed)).toEqual([7, 9]);
    expect(rounds[1]!.finals).toHaveLength(1);
    expect(rounds[1]!.east).toEqual([]);
  });
});
