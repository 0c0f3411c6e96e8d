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
    const final = boxScoreRows(gameAt(durationMinutes(plan)), squads);
    const sum = (rows: ReturnType<typeof boxScoreRows>, key: 'steals' | 'turnovers' | 'blocks') => rows.reduce((a, r) => a + r[key], 0);
    for (const key of ['steals', 'turnovers', 'blocks'] as const) expect(sum(half, key)).toBeLessThan(sum(final, key));
    expect(Math.max(...half.map((r) => r.minutes))).toBeLessThan(Math.max(...final.map((r) => r.minutes)));
  });

  /** Each side's season of `games` finished games against the same opponent: its steals and turnovers a game, and its starters' minutes. */
  function season(teamId: number, games: number) {
    const lines = Array.from({ length: games }, (_, g) => {
      const seed = 5000 + g;
      const gamePlan = planMatch({ sportId: SPORT_BASKETBALL, simSeed: seed, homeStrength: 75, awayStrength: 75, knockout: false }) as BasketballPlan;
      const state = stateAt(gamePlan, durationMinutes(gamePlan) * MINUTE_MS);
      const game: BoxScoreGame = { matchId: g, simSeed: seed, homeTeamId: teamId, awayTeamId: 99, plan: gamePlan, periodScores: state.periodScores, clockSeconds: state.clockSeconds, progress: 1 };
      return boxScoreRows(game, squads);
    });
    const side = (rows: ReturnType<typeof boxScoreRows>, id: number) => rows.filter((r) => r.teamId === id);
    const per = (id: number, key: 'steals' | 'turnovers') => lines.map((rows) => side(rows, id).reduce((a, r) => a + r[key], 0));
    return { steals: per(teamId, 'steals'), turnovers: per(teamId, 'turnovers'), opponentSteals: per(99, 'steals'), starterMinutes: lines.map((rows) => side(rows, teamId)[0]?.minutes ?? 0) };
  }
  const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

  it('give teams their own steals and turnovers: they differ from game to game and from team to team, a side losing at least the other’s steals', () => {
    const teams = [1, 2, 3, 4, 5, 6].map((id) => season(id, 30));
    for (const team of teams) {
      expect(new Set(team.steals).size).toBeGreaterThan(3);
      expect(new Set(team.turnovers).size).toBeGreaterThan(3);
      team.turnovers.forEach((lost, g) => expect(lost).toBeGreaterThanOrEqual(team.opponentSteals[g] ?? 0));
      expect(average(team.steals)).toBeGreaterThan(5);
      expect(average(team.steals)).toBeLessThan(11);
      expect(average(team.turnovers)).toBeGreaterThan(10);
      expect(average(team.turnovers)).toBeLessThan(17);
    }
    // a season's averages to one decimal, as the ranking shows them: not one figure shared by every team
    expect(new Set(teams.map((t) => average(t.steals).toFixed(1))).size).toBeGreaterThan(3);
    expect(new Set(teams.map((t) => average(t.turnovers).toFixed(1))).size).toBeGreaterThan(3);
  });

  it('over a season, let a few starting centres block as the league’s rim protectors do, most as centres do', () => {
    // thirty teams' starting centres, 60 games each
    const perGame = Array.from({ length: 30 }, (_, team) => {
      const own = squad(1000 + team * 20);
      let blocks = 0;
      for (let g = 0; g < 60; g++) {
        const seed = 9000 + team * 100 + g;
        const gamePlan = planMatch({ sportId: SPORT_BASKETBALL, simSeed: seed, homeStrength: 75, awayStrength: 75, knockout: false }) as BasketballPlan;
        const state = stateAt(gamePlan, durationMinutes(gamePlan) * MINUTE_MS);
        const game: BoxScoreGame = { matchId: g, simSeed: seed, homeTeamId: 1, awayTeamId: 2, plan: gamePlan, periodScores: state.periodScores, clockSeconds: state.clockSeconds, progress: 1 };
        blocks += boxScoreRows(game, { home: own, away: squad(200) }).find((r) => r.playerId === own[4]?.id)?.blocks ?? 0;
      }
      return blocks / 60;
    }).sort((a, b) => b - a);
    const shown = perGame.map((b) => b.toFixed(1)).join(', ');
    expect(perGame[0], shown).toBeGreaterThan(2.4);
    expect(perGame[0], shown).toBeLessThan(4.5);
    expect(perGame[14], shown).toBeLessThan(1.8);
    expect(perGame[29], shown).toBeGreaterThan(0.7);
  });

  it('move a player’s minutes from game to game, the side’s still adding up', () => {
    const { starterMinutes } = season(1, 20);
    expect(new Set(starterMinutes).size).toBeGreaterThan(3);
    for (const minutes of starterMinutes) {
      expect(minutes).toBeGreaterThan(25);
      expect(minutes).toBeLessThan(45);
    }
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
