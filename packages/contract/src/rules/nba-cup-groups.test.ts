import { describe, expect, it } from 'vitest';
import {
  nbaCupGroupTable,
  nbaCupQuarterFinals,
  nbaCupSeeds,
  type CupGroupGame,
  type CupGroupTable,
} from './nba-cup-groups';

const game = (homeId: number, awayId: number, homeScore: number, awayScore: number): CupGroupGame => ({
  homeId,
  awayId,
  homeScore,
  awayScore,
});

describe('nbaCupGroupTable', () => {
  it('ranks by record, and two tied teams by their own game before point differential', () => {
    // 1 and 2 both 3-1; 2 has the better differential but 1 beat 2.
    const games = [
      game(1, 2, 101, 100),
      game(1, 3, 90, 110),
      game(1, 4, 100, 90),
      game(1, 5, 100, 90),
      game(2, 3, 130, 90),
      game(2, 4, 130, 90),
      game(2, 5, 130, 90),
      game(3, 4, 100, 90),
      game(4, 5, 100, 90),
      game(5, 3, 100, 90),
    ];
    const table = nbaCupGroupTable([1, 2, 3, 4, 5], games);
    expect(table.map((l) => [l.rank, l.teamId, l.won, l.lost])).toEqual([
      [1, 1, 3, 1],
      [2, 2, 3, 1],
      [3, 3, 2, 2],
      // 4 and 5 are both 1-3: 4 beat 5
      [4, 4, 1, 3],
      [5, 5, 1, 3],
    ]);
    expect(table[1]?.pointDiff).toBe(119);
  });

  it('breaks a three-way tie by the games among the three, then by point differential', () => {
    // 1 beats 2, 2 beats 3, 3 beats 1: a circle, each 1-1 among them; then differential decides.
    const games = [game(1, 2, 100, 99), game(2, 3, 100, 90), game(3, 1, 100, 80)];
    expect(nbaCupGroupTable([1, 2, 3], games).map((l) => l.teamId)).toEqual([3, 2, 1]);
  });

  it('counts nothing of a team outside the group, and starts everyone at 0-0', () => {
    const table = nbaCupGroupTable([1, 2], [game(1, 9, 100, 90)]);
    expect(table.map((l) => [l.teamId, l.won, l.lost])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
    ]);
  });
});

describe('nbaCupSeeds and nbaCupQuarterFinals', () => {
  const line = (teamId: number, won: number, pointDiff: number, rank: number) => ({
    rank,
    teamId,
    won,
    lost: 4 - won,
    pointsFor: 400 + pointDiff,
    pointsAgainst: 400,
    pointDiff,
  });
  const tables: CupGroupTable[] = [
    { group: 'A', conference: 1, lines: [line(1, 3, 20, 1), line(2, 3, 30, 2), line(3, 2, 0, 3)] },
    { group: 'B', conference: 1, lines: [line(4, 4, 40, 1), line(5, 2, 50, 2)] },
    { group: 'C', conference: 1, lines: [line(6, 3, 25, 1), line(7, 2, 60, 2)] },
    { group: 'D', conference: 2, lines: [line(8, 4, 1, 1)] },
  ];

  it('seeds the winners by record then differential, the best of the rest fourth as the wild card', () => {
    const seeds = nbaCupSeeds(tables, 1);
    expect(seeds.map((s) => [s.seed, s.teamId, s.wildCard])).toEqual([
      [1, 4, false],
      [2, 6, false],
      [3, 1, false],
      // 2 (3-1 runner-up) before 7 (2-2, better differential): record first
      [4, 2, true],
    ]);
    expect(nbaCupQuarterFinals(seeds)).toEqual([
      [4, 2],
      [6, 1],
    ]);
  });

  it('has no seeds while a group has no table', () => {
    expect(nbaCupSeeds([...tables, { group: 'E', conference: 2, lines: [] }], 2)).toEqual([]);
    expect(nbaCupQuarterFinals([])).toEqual([]);
  });
});
