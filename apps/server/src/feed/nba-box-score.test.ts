import { describe, expect, it } from 'vitest';
import { boxScoreRows, gameProgress, split } from './nba-box-score';

const squad = (base: number) => ['PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG'].map((position, i) => ({ id: base + i, position }));
const game = { matchId: 7, simSeed: 424242, homeTeamId: 1, awayTeamId: 2, homeScore: 113, awayScore: 98, progress: 1 };

describe('NBA box scores', () => {
  it('sum to each side’s score, ten players a side, made never above attempted', () => {
    const rows = boxScoreRows(game, { home: squad(100), away: squad(200) });
    const home = rows.filter((r) => r.teamId === 1);
    const away = rows.filter((r) => r.teamId === 2);
    expect(home).toHaveLength(10);
    expect(home.reduce((a, r) => a + r.points, 0)).toBe(113);
    expect(away.reduce((a, r) => a + r.points, 0)).toBe(98);
    for (const r of rows) {
      expect(r.points).toBe(2 * (r.fieldGoalsMade - r.threesMade) + 3 * r.threesMade + r.freeThrowsMade);
      expect(r.fieldGoalsMade).toBeLessThanOrEqual(r.fieldGoalsAttempted);
      expect(r.threesMade).toBeLessThanOrEqual(r.threesAttempted);
      expect(r.threesAttempted).toBeLessThanOrEqual(r.fieldGoalsAttempted);
      expect(r.freeThrowsMade).toBeLessThanOrEqual(r.freeThrowsAttempted);
    }
  });

  it('are the same for the same game, and smaller while it runs', () => {
    const squads = { home: squad(100), away: squad(200) };
    expect(boxScoreRows(game, squads)).toEqual(boxScoreRows(game, squads));
    const half = boxScoreRows({ ...game, homeScore: 55, awayScore: 50, progress: gameProgress(5) }, squads);
    expect(half.filter((r) => r.teamId === 1).reduce((a, r) => a + r.points, 0)).toBe(55);
    expect(Math.max(...half.map((r) => r.minutes))).toBe(18);
  });

  it('splits a total into whole parts that add up to it', () => {
    expect(split(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(split(0, [1, 2])).toEqual([0, 0]);
  });
});
