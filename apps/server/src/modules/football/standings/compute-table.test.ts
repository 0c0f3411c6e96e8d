import { describe, expect, it } from 'vitest';
import { computeTable } from './compute-table';
import { ARSENAL, BRENTFORD, CHELSEA, CITY, game, order, TEAMS } from './table.test-helper';

describe('a table row', () => {
  it('counts the whole record and its home and away halves', () => {
    const results = [
      game(CHELSEA, 2, 0, ARSENAL),
      game(CITY, 1, 1, CHELSEA),
      game(BRENTFORD, 3, 1, CHELSEA),
      game(CHELSEA, 0, 0, CITY),
    ];
    const chelsea = computeTable(TEAMS, results, 'premier-league').rows.find((r) => r.teamId === CHELSEA);
    expect(chelsea).toEqual({
      rank: 1,
      teamId: CHELSEA,
      played: 4,
      won: 1,
      draw: 2,
      loss: 1,
      goalsFor: 4,
      goalsAgainst: 4,
      goalDiff: 0,
      points: 5,
      homeWon: 1,
      homeDraw: 1,
      homeLoss: 0,
      homeTotal: 2,
      homePoints: 4,
      awayWon: 0,
      awayDraw: 1,
      awayLoss: 1,
      awayTotal: 2,
      awayPoints: 1,
      tiedWith: [],
    });
  });

  it('gives every team a place, one after another, best first', () => {
    const table = computeTable(TEAMS, [game(CITY, 3, 0, ARSENAL), game(BRENTFORD, 1, 0, CHELSEA)], 'euro');
    expect(table.rows.map((r) => [r.rank, r.teamId, r.points])).toEqual([
      [1, CITY, 3],
      [2, BRENTFORD, 3],
      [3, CHELSEA, 0],
      [4, ARSENAL, 0],
    ]);
  });
});

describe('teams nothing separates', () => {
  it('are in name order before the first result, with a note that does not list a whole league', () => {
    const table = computeTable(TEAMS, [], 'la-liga');
    expect(order(table)).toEqual([ARSENAL, BRENTFORD, CITY, CHELSEA]);
    expect(table.rows[0]?.tiedWith).toEqual([BRENTFORD, CITY, CHELSEA]);
    expect(table.tieNote).toBe('尚无赛果的球队按队名排序');
  });

  it('are named per shared place when two places are shared', () => {
    const table = computeTable(TEAMS, [game(CHELSEA, 1, 1, CITY), game(ARSENAL, 1, 1, BRENTFORD)], 'euro');
    expect(order(table)).toEqual([ARSENAL, BRENTFORD, CITY, CHELSEA]);
    expect(table.tieNote).toBe('积分、相互战绩、净胜球及进球均相同，按队名排序：阿森纳、布伦特福德、曼城、切尔西');
  });
});

describe('results the table cannot hold', () => {
  it('refuses a result with a team outside the table', () => {
    expect(() => computeTable(TEAMS, [game(CHELSEA, 1, 0, 99)], 'euro')).toThrow(/not between two teams/);
  });

  it('refuses a team listed twice', () => {
    expect(() => computeTable([...TEAMS, { id: CHELSEA, name: '切尔西' }], [], 'euro')).toThrow(/twice/);
  });
});
