import type { nbaBoxScores } from '../db/schema';
import { createRng, deriveSeed, type Rng } from './prng';
import type { SquadMember as FullSquadMember } from './world/types';

/** A box score needs only who and where. */
type SquadMember = Pick<FullSquadMember, 'id' | 'position'>;

export type BoxScoreRow = typeof nbaBoxScores.$inferInsert;

/** Who plays: the first ten of the squad (the five starters first); share of the team's play, before noise. */
const ROTATION_WEIGHTS = [1, 0.9, 0.85, 0.8, 0.7, 0.45, 0.4, 0.35, 0.3, 0.2];
const FULL_MINUTES = [36, 34, 33, 32, 30, 22, 18, 16, 12, 7];
/** A full game's team totals besides points. */
const TEAM_TOTALS = { rebounds: 44, assists: 26, steals: 8, blocks: 5, turnovers: 13 } as const;
/** Who gathers what, by position (PG, SG, SF, PF, C). */
const POSITION_BIAS: Record<string, { rebounds: number; assists: number; blocks: number }> = {
  PG: { rebounds: 0.5, assists: 2.2, blocks: 0.3 },
  SG: { rebounds: 0.7, assists: 1.2, blocks: 0.4 },
  SF: { rebounds: 1, assists: 0.9, blocks: 0.8 },
  PF: { rebounds: 1.5, assists: 0.6, blocks: 1.4 },
  C: { rebounds: 2, assists: 0.5, blocks: 2.2 },
};

export interface BoxScoreGame {
  matchId: number;
  simSeed: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  /** Share of the game played, 0..1 (quarters done / 4; 1 when over). */
  progress: number;
}

/**
 * The lines of a simulated game: a pure function of its seed, its score and the squads, so a replay or a
 * second node writes the same rows. Each side's points sum to that side's score; made never exceeds attempted.
 */
export function boxScoreRows(game: BoxScoreGame, squads: { home: readonly SquadMember[]; away: readonly SquadMember[] }): BoxScoreRow[] {
  return [
    ...sideRows(game, game.homeTeamId, game.homeScore, squads.home, createRng(deriveSeed(game.simSeed, 'box', 1))),
    ...sideRows(game, game.awayTeamId, game.awayScore, squads.away, createRng(deriveSeed(game.simSeed, 'box', 2))),
  ];
}

function sideRows(game: BoxScoreGame, teamId: number, score: number, squad: readonly SquadMember[], rng: Rng): BoxScoreRow[] {
  const rotation = squad.slice(0, ROTATION_WEIGHTS.length);
  if (rotation.length === 0) return [];
  const weights = rotation.map((_, i) => (ROTATION_WEIGHTS[i] ?? 0.2) * (0.6 + 0.8 * rng.next()));
  const points = split(score, weights);
  const scaled = (total: number) => Math.round(total * game.progress);
  const byStat = (stat: 'rebounds' | 'assists' | 'blocks') =>
    split(
      scaled(TEAM_TOTALS[stat] + rng.int(-4, 4) * (stat === 'blocks' ? 0 : 1)),
      rotation.map((p, i) => (weights[i] ?? 0) * (POSITION_BIAS[p.position]?.[stat] ?? 1)),
    );
  const rebounds = byStat('rebounds');
  const assists = byStat('assists');
  const blocks = byStat('blocks');
  const steals = split(scaled(TEAM_TOTALS.steals), weights);
  const turnovers = split(scaled(TEAM_TOTALS.turnovers), weights);
  return rotation.map((player, i): BoxScoreRow => {
    const p = points[i] ?? 0;
    const shots = shotsFor(p, rng);
    return {
      matchId: game.matchId,
      playerId: player.id,
      teamId,
      minutes: Math.round((FULL_MINUTES[i] ?? 8) * game.progress),
      points: p,
      rebounds: rebounds[i] ?? 0,
      assists: assists[i] ?? 0,
      steals: steals[i] ?? 0,
      blocks: blocks[i] ?? 0,
      turnovers: turnovers[i] ?? 0,
      ...shots,
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

/** Threes, twos and free throws making exactly `points`, with misses around them. */
function shotsFor(points: number, rng: Rng) {
  const threesMade = Math.min(Math.floor(points / 3), Math.floor((points * (0.2 + 0.25 * rng.next())) / 3));
  const rest = points - 3 * threesMade;
  const freeThrowsMade = Math.min(rest, (rest % 2) + 2 * Math.floor((rest * 0.2 * rng.next()) / 2));
  const twosMade = (rest - freeThrowsMade) / 2;
  const threesAttempted = threesMade + Math.round(threesMade * (1.2 + rng.next()) + (points > 0 ? rng.int(0, 2) : 0));
  const twosAttempted = twosMade + Math.round(twosMade * (0.6 + 0.5 * rng.next()) + (points > 0 ? rng.int(0, 1) : 0));
  const freeThrowsAttempted = freeThrowsMade + Math.round(freeThrowsMade * 0.25 * rng.next());
  return {
    fieldGoalsMade: twosMade + threesMade,
    fieldGoalsAttempted: twosAttempted + threesAttempted,
    threesMade,
    threesAttempted,
    freeThrowsMade,
    freeThrowsAttempted,
  };
}

/** Share of a basketball game played at a status (SPEC §4 0–15): by quarter, whole once over. */
export function gameProgress(statusId: number): number {
  if (statusId >= 2 && statusId <= 8) return (statusId - 1) / 8;
  return statusId === 9 || statusId === 10 ? 1 : 0;
}

/** The lines of every simulated NBA game in `matches` that has a score (finished or running). */
export function boxScoresOf(
  matches: readonly { id: number; sportId: number; source?: string | null; simSeed: number; statusId: number; homeTeamId?: number | null; awayTeamId?: number | null; homeScore?: number | null; awayScore?: number | null }[],
  squadOf: (teamId: number) => readonly SquadMember[],
  basketball: number,
): BoxScoreRow[] {
  const rows: BoxScoreRow[] = [];
  for (const m of matches) {
    // The record's games keep their final score alone (source 'nba-record').
    if (m.sportId !== basketball || (m.source ?? 'demo') !== 'demo' || m.homeScore == null || m.awayScore == null) continue;
    if (m.homeTeamId == null || m.awayTeamId == null) continue;
    const game = {
      matchId: m.id,
      simSeed: m.simSeed,
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      progress: gameProgress(m.statusId),
    };
    rows.push(...boxScoreRows(game, { home: squadOf(m.homeTeamId), away: squadOf(m.awayTeamId) }));
  }
  return rows;
}
