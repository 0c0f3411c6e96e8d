import { MINUTE_MS } from '@sport/contract';
import { describe, expect, it } from 'vitest';
import { boxScoreRows, gameProgress, split, teamMinutes, type BoxScoreGame } from './nba-box-score';
import { playsSoFar } from './nba-plays/plays';
import { durationMinutes, planMatch, stateAt, type BasketballPlan } from './timeline';
import { SPORT_BASKETBALL } from '../db/ids';

const squad = (base: number) => ['PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG'].map((position, i) => ({ id: base + i, position }));
const squads = { home: squad(100), away: squad(200) };
const plan = planMatch({ sportId: SPORT_BASKETBALL, simSeed: 424242, homeStrength: 80, awayStrength: 72, knockout: false }) as BasketballPlan;

/** The game `minutes` after tip-off, as the live simulator writes its row. */
function gameAt(minutes: number): BoxScoreGame & { homeScore: number; awayScore: number } {
  const state = stateAt(plan, minutes * MINUTE_MS);
  return {
    matchId: 7,
    simSeed: 424242,
    homeTeamId: 1,
    awayTeamId: 2,
    plan,
    periodScores: state.periodScores,
    clockSeconds: state.clockSeconds,
    progress: gameProgress(state.statusId),
    homeScore: state.homeScore ?? 0,
    awayScore: state.awayScore ?? 0,
  };
}

const total = (rows: ReturnType<typeof boxScoreRows>, teamId: number, key: 'points' | 'threesMade' | 'freeThrowsMade') =>
  rows.filter((r) => r.teamId === teamId).reduce((a, r) => a + r[key], 0);

describe('NBA box scores', () => {
  it('sum to each side’s score at every moment, ten players a side, made never above attempted', () => {
    for (let minute = 0; minute <= durationMinutes(plan); minute += 7) {
      const game = gameAt(minute);
      const rows = boxScoreRows(game, squads);
      expect(rows.filter((r) => r.teamId === 1)).toHaveLength(10);
      expect(total(rows, 1, 'points')).toBe(game.homeScore);
      expect(total(rows, 2, 'points')).toBe(game.awayScore);
      for (const r of rows) {
        expect(r.points).toBe(2 * (r.fieldGoalsMade - r.threesMade) + 3 * r.threesMade + r.freeThrowsMade);
        expect(r.fieldGoalsMade).toBeLessThanOrEqual(r.fieldGoalsAttempted);
        expect(r.threesMade).toBeLessThanOrEqual(r.threesAttempted);
        expect(r.threesAttempted).toBeLessThanOrEqual(r.fieldGoalsAttempted);
        expect(r.freeThrowsMade).toBeLessThanOrEqual(r.freeThrowsAttempted);
      }
    }
  });

  it('are the plays so far added up, and the plays of a moment are the first ones of the game', () => {
    const final = gameAt(durationMinutes(plan));
    const all = playsSoFar(final, squads);
    const rows = boxScoreRows(final, squads);
    const threes = all.filter((p) => p.side === 1 && p.kind === 'three' && p.made).length;
    expect(total(rows, 1, 'threesMade')).toBe(threes);
    expect(rows.reduce((a, r) => a + r.assists, 0)).toBe(all.filter((p) => p.assistId !== null).length);
    const half = playsSoFar(gameAt(70), squads);
    expect(half.length).toBeGreaterThan(0);
    expect(half.length).toBeLessThan(all.length);
    expect(all.slice(0, half.length)).toEqual(half);
  });

  it('are the same for the same game, and smaller while it runs', () => {
    expect(boxScoreRows(gameAt(200), squads)).toEqual(boxScoreRows(gameAt(200), squads));
    const half = boxScoreRows(gameAt(70), squads);
    expect(Math.max(...half.map((r) => r.minutes))).toBe(18);
  });

  it('give each side a whole game’s minutes: 240, and 25 more for each overtime, the running one by its clock', () => {
    const minutesOf = (rows: ReturnType<typeof boxScoreRows>, teamId: number) => rows.filter((r) => r.teamId === teamId).reduce((a, r) => a + r.minutes, 0);
    const final = boxScoreRows(gameAt(durationMinutes(plan)), squads);
    expect(plan.periods).toHaveLength(4);
    expect(minutesOf(final, 1)).toBe(240);
    expect(minutesOf(final, 2)).toBe(240);
    expect(minutesOf(boxScoreRows(gameAt(70), squads), 1)).toBe(120);
    // a game that went to overtime, at its end and halfway through its overtime
    const overtime = (seed: number) => planMatch({ sportId: SPORT_BASKETBALL, simSeed: seed, homeStrength: 75, awayStrength: 75, knockout: false }) as BasketballPlan;
    const seed = Array.from({ length: 2000 }, (_, i) => i + 1).find((s) => overtime(s).periods.length === 5) ?? 0;
    const otPlan = overtime(seed);
    const at = (minutes: number): BoxScoreGame => {
      const state = stateAt(otPlan, minutes * MINUTE_MS);
      return { matchId: 8, simSeed: seed, homeTeamId: 1, awayTeamId: 2, plan: otPlan, periodScores: state.periodScores, clockSeconds: state.clockSeconds, progress: gameProgress(state.statusId) };
    };
    expect(minutesOf(boxScoreRows(at(durationMinutes(otPlan)), squads), 2)).toBe(265);
    expect(teamMinutes({ progress: 1, periodScores: [...otPlan.periods], clockSeconds: 150 })).toBe(253);
  });

  it('splits a total into whole parts that add up to it', () => {
    expect(split(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(split(0, [1, 2])).toEqual([0, 0]);
  });
});
