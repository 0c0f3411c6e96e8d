import type { nbaBoxScores, PeriodScores } from '../db/schema';
import { createRng, deriveSeed } from './prng';
import { playsSoFar, rotationWeights, ROTATION_SIZE, type Play, type RotationPlayer } from './nba-plays/plays';
import { SHOT_POINTS } from './nba-plays/shots';
import { planMatch, type BasketballPlan } from './timeline';

export type BoxScoreRow = typeof nbaBoxScores.$inferInsert;

const FULL_MINUTES = [36, 34, 33, 32, 30, 22, 18, 16, 12, 7];
/** A player's share of the minutes moves this much either way from game to game (fouls, a blowout's bench). */
const MINUTES_SWING = 0.15;
/** A full game's team blocks, of what the plays do not tell. */
const TEAM_BLOCKS = 5;
/**
 * What the plays do not tell of a side's ball security, per full game: a team's steals average lies within
 * `steals` (the league's teams range from about 6.5 to 10), and its turnovers are the other side's steals plus
 * its own lost balls, out of bounds and violations (`lostBalls`: the league's turnovers run 12 to 16 a game).
 * Each team's own average comes from its id, so teams differ over a season as they do; each game moves from it.
 */
const STEALS_AVERAGE = { min: 6.5, max: 9.5 } as const;
const LOST_BALLS_AVERAGE = { min: 4, max: 6.5 } as const;
const BLOCK_BIAS: Record<string, number> = { PG: 0.3, SG: 0.4, SF: 0.8, PF: 1.4, C: 2.2 };

/**
 * A starting centre's rim protection, his own (from his id): most block as centres do (×1), a few stand out as the
 * league's rim protectors do (up to ×4: its leaders block 2.5–4 a game where most starting centres block 1–1.5).
 */
function rimProtection(player: RotationPlayer, place: number): number {
  if (place >= 5 || player.position !== 'C') return 1;
  return 1 + 3 * createRng(deriveSeed('nba-rim', player.id)).next() ** 6;
}

export interface BoxScoreGame {
  matchId: number;
  simSeed: number;
  homeTeamId: number;
  awayTeamId: number;
  plan: BasketballPlan;
  /** The row's state: the periods begun and the game clock, which say which plays have happened. */
  periodScores: PeriodScores | null;
  clockSeconds: number | null;
  /** Share of the game played, 0..1 (quarters done / 4; 1 when over): the minutes and what the plays don't tell. */
  progress: number;
}

/**
 * The lines of a simulated game: points, shooting, rebounds and assists are its plays so far added up (so a side's
 * points are its score, and the play-by-play and the box never disagree); minutes, steals, blocks and turnovers
 * grow with the game from the seed and the teams alone (a side's turnovers include the other side's steals). A pure
 * function of the seed, the teams, the state and the squads, so a replay or a second node writes the same rows.
 */
export function boxScoreRows(game: BoxScoreGame, squads: { home: readonly RotationPlayer[]; away: readonly RotationPlayer[] }): BoxScoreRow[] {
  const plays = playsSoFar(game, squads);
  const home = ballSecurity(game, 1, game.homeTeamId);
  const away = ballSecurity(game, 2, game.awayTeamId);
  return [
    ...sideRows(game, 1, game.homeTeamId, squads.home.slice(0, ROTATION_SIZE), plays, { steals: home.steals, turnovers: away.steals + home.lostBalls }),
    ...sideRows(game, 2, game.awayTeamId, squads.away.slice(0, ROTATION_SIZE), plays, { steals: away.steals, turnovers: home.steals + away.lostBalls }),
  ];
}

/** A number between `min` and `max` that is the team's own: the same every game and every node. */
const teamAverage = (teamId: number, what: string, { min, max }: { min: number; max: number }) =>
  min + (max - min) * createRng(deriveSeed('nba-team', what, teamId)).next();

/** A side's steals and own lost balls so far: its team's averages, moved by the game's seed, grown with the game. */
function ballSecurity(game: BoxScoreGame, side: 1 | 2, teamId: number): { steals: number; lostBalls: number } {
  const rng = createRng(deriveSeed(game.simSeed, 'ball-security', side));
  // counts of rare events in a game: Poisson about the team's average (the league's spread of a game's steals, ~3)
  const steals = rng.poisson(teamAverage(teamId, 'steals', STEALS_AVERAGE));
  const lostBalls = rng.poisson(teamAverage(teamId, 'lost-balls', LOST_BALLS_AVERAGE));
  return { steals: Math.round(steals * game.progress), lostBalls: Math.round(lostBalls * game.progress) };
}

/** An overtime's length in seconds of game clock. */
const OVERTIME_SECONDS = 300;

/**
 * A side's minutes so far: five players for 48 regulation minutes (by the game's progress), and for five more each
 * overtime, the running one as far as its clock has gone. A finished game is 240, 265 after one overtime.
 */
export function teamMinutes(game: Pick<BoxScoreGame, 'progress' | 'periodScores' | 'clockSeconds'>): number {
  const overtimes = Math.max(0, (game.periodScores?.length ?? 0) - 4);
  if (overtimes === 0) return Math.round(240 * game.progress);
  const clock = Math.min(OVERTIME_SECONDS, Math.max(0, game.clockSeconds ?? 0));
  return Math.round(240 + 25 * (overtimes - 1) + (5 * (OVERTIME_SECONDS - clock)) / 60);
}

function sideRows(
  game: BoxScoreGame,
  side: 1 | 2,
  teamId: number,
  rotation: readonly RotationPlayer[],
  plays: readonly Play[],
  totals: { steals: number; turnovers: number },
): BoxScoreRow[] {
  if (rotation.length === 0) return [];
  const weights = rotationWeights(game.simSeed, side, rotation.length);
  const rng = createRng(deriveSeed(game.simSeed, 'box-rest', side));
  // the rotation's minutes add up to the side's, the starters' most (FULL_MINUTES), a little different each game
  const minuteShares = rotation.map((_, i) => (FULL_MINUTES[i] ?? 8) * (1 - MINUTES_SWING + 2 * MINUTES_SWING * rng.next()));
  const minutes = split(teamMinutes(game), minuteShares);
  const steals = split(totals.steals, weights);
  const turnovers = split(totals.turnovers, weights);
  const blocks = split(Math.round((TEAM_BLOCKS + rng.int(-2, 2)) * game.progress), rotation.map((p, i) => (weights[i] ?? 0) * (BLOCK_BIAS[p.position] ?? 1) * rimProtection(p, i)));
  return rotation.map((player, i): BoxScoreRow => {
    const own = plays.filter((p) => p.playerId === player.id);
    const count = (kind: Play['kind'], made?: boolean) => own.filter((p) => p.kind === kind && (made === undefined || p.made === made)).length;
    return {
      matchId: game.matchId,
      playerId: player.id,
      teamId,
      minutes: minutes[i] ?? 0,
      points: own.reduce((sum, p) => (p.made ? sum + SHOT_POINTS[p.kind] : sum), 0),
      rebounds: plays.filter((p) => p.rebound?.playerId === player.id).length,
      assists: plays.filter((p) => p.assistId === player.id).length,
      steals: steals[i] ?? 0,
      blocks: blocks[i] ?? 0,
      turnovers: turnovers[i] ?? 0,
      fieldGoalsMade: count('two', true) + count('three', true),
      fieldGoalsAttempted: count('two') + count('three'),
      threesMade: count('three', true),
      threesAttempted: count('three'),
      freeThrowsMade: count('free', true),
      freeThrowsAttempted: count('free'),
    };
  });
}

/** Splits `total` by `weights` into whole numbers that add up to it (largest remainders first). */
export function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}

/** Share of a basketball game played at a status (SPEC §4 0–15): by quarter, whole once over. */
export function gameProgress(statusId: number): number {
  if (statusId >= 2 && statusId <= 8) return (statusId - 1) / 8;
  return statusId === 9 || statusId === 10 ? 1 : 0;
}

/** A simulated game's row as the box score needs it. */
export interface BoxScoreMatch {
  id: number;
  sportId: number;
  source?: string | null;
  simSeed: number;
  statusId: number;
  homeTeamId?: number | null;
  awayTeamId?: number | null;
  homeScore?: number | null;
  awayScore?: number | null;
  periodScores?: PeriodScores | null;
  clockSeconds?: number | null;
}

/** The plan of a simulated NBA game row (its teams' strengths set its periods, as they did when it was played). */
export const basketballPlanOf = (m: Pick<BoxScoreMatch, 'sportId' | 'simSeed'>, strengths: { home: number; away: number }): BasketballPlan => {
  const plan = planMatch({ sportId: m.sportId, simSeed: m.simSeed, homeStrength: strengths.home, awayStrength: strengths.away, knockout: false });
  if (plan.kind !== 'basketball') throw new Error(`match of sport ${m.sportId} is not basketball`);
  return plan;
};

/** The lines of every simulated NBA game in `matches` that has a score (finished or running). */
export function boxScoresOf(
  matches: readonly BoxScoreMatch[],
  world: { squadOf: (teamId: number) => readonly RotationPlayer[]; strengthOf: (teamId: number) => number },
  basketball: number,
): BoxScoreRow[] {
  const rows: BoxScoreRow[] = [];
  for (const m of matches) {
    // The record's games keep their final score alone (source 'nba-record').
    if (m.sportId !== basketball || (m.source ?? 'demo') !== 'demo' || m.homeScore == null || m.awayScore == null) continue;
    if (m.homeTeamId == null || m.awayTeamId == null) continue;
    const game: BoxScoreGame = {
      matchId: m.id,
      simSeed: m.simSeed,
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
      plan: basketballPlanOf(m, { home: world.strengthOf(m.homeTeamId), away: world.strengthOf(m.awayTeamId) }),
      periodScores: m.periodScores ?? null,
      clockSeconds: m.clockSeconds ?? null,
      progress: gameProgress(m.statusId),
    };
    rows.push(...boxScoreRows(game, { home: world.squadOf(m.homeTeamId), away: world.squadOf(m.awayTeamId) }));
  }
  return rows;
}
