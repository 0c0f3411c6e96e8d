import { nbaStandings, type StandingsLine } from '../../modules/nba/standings';
import { forceWinner, plannedScore, type PlanContext } from './nba-plan';
import type { Fixture } from './types';

export interface StandingsContext extends PlanContext {
  nbaTeamIds: number[];
}

/**
 * The regular season's standings over the planned results, [east, west], ranked exactly as the centre's
 * standings call ranks the played games (the same rule), so the playoff seeds are the table's.
 */
export function plannedStandings(regular: readonly Fixture[], ctx: StandingsContext, scores?: ReadonlyMap<number, [number, number]>): StandingsLine[][] {
  const teams = ctx.nbaTeamIds.map((teamId) => {
    const team = ctx.teams.get(teamId);
    return { teamId, conference: team?.conference === 2 ? (2 as const) : (1 as const), division: team?.division ?? '' };
  });
  const games = regular.map((f) => {
    const [homeScore, awayScore] = scores?.get(f.id) ?? plannedScore(f, ctx.teams);
    return { homeId: f.homeTeamId ?? 0, awayId: f.awayTeamId ?? 0, homeScore, awayScore, at: f.kickoff };
  });
  return nbaStandings(teams, games);
}

/** A team the record places: its regular-season wins and its seed in its conference. */
export interface SeedTarget {
  teamId: number;
  wins: number;
  seed: number;
}

const STEPS = 600;

/**
 * Makes the simulated regular season give the record's seeds (2023-24: Boston 64-18 first in the East, Dallas
 * 50-32 fifth in the West). One game at a time is played again with another seed so that it goes the other way:
 * a target's own game while its wins are off, else a game of the team just above it (one win fewer) or just
 * below it (one more) while its seed is off, and a team level with it on wins moves clear. Games against the other conference are taken first, never one
 * between two targets, never one twice. Everything else stays as simulated.
 */
export function steerSeeds(regular: readonly Fixture[], targets: readonly SeedTarget[], ctx: StandingsContext): void {
  const scores = new Map(regular.map((f) => [f.id, plannedScore(f, ctx.teams)] as const));
  const targetIds = new Set(targets.map((t) => t.teamId));
  const conferenceOf = (id: number) => ctx.teams.get(id)?.conference;
  const flipped = new Set<number>();

  /** Plays one game of `team` again so that it wins one more (`more`) or one fewer. */
  const flip = (team: number, more: boolean): void => {
    const candidates = regular.filter((f) => {
      if (flipped.has(f.id) || (f.homeTeamId !== team && f.awayTeamId !== team)) return false;
      const opponent = f.homeTeamId === team ? f.awayTeamId : f.homeTeamId;
      const [h, a] = scores.get(f.id) ?? [0, 0];
      const won = (h > a) === (f.homeTeamId === team);
      return opponent !== null && !targetIds.has(opponent) && won !== more;
    });
    const otherConference = candidates.filter((f) => conferenceOf(f.homeTeamId ?? 0) !== conferenceOf(f.awayTeamId ?? 0));
    for (const f of [...otherConference, ...candidates]) {
      const opponent = (f.homeTeamId === team ? f.awayTeamId : f.homeTeamId) ?? 0;
      flipped.add(f.id);
      if (forceWinner(f, more ? team : opponent, ctx)) {
        scores.set(f.id, plannedScore(f, ctx.teams));
        return;
      }
    }
    throw new Error(`nba-standings: no game of team ${team} left to play again`);
  };

  for (let step = 0; step < STEPS; step++) {
    const tables = plannedStandings(regular, ctx, scores);
    const off = targets
      .map((target) => {
        const table = tables[(conferenceOf(target.teamId) ?? 1) - 1] ?? [];
        const line = table.find((l) => l.teamId === target.teamId);
        if (!line) return undefined;
        if (line.won !== target.wins) return () => flip(target.teamId, line.won < target.wins);
        // Too low: the team just above drops a game. Too high: the team just below gains one.
        const neighbour = line.rank > target.seed ? table[line.rank - 2] : line.rank < target.seed ? table[line.rank] : undefined;
        if (neighbour) return () => flip(neighbour.teamId, line.rank < target.seed);
        // In place, but only by a tie-breaker: the team level with it moves clear (above: one more win; below: one fewer).
        const above = table[line.rank - 2];
        const below = table[line.rank];
        if (above?.won === line.won) return () => flip(above.teamId, true);
        if (below?.won === line.won) return () => flip(below.teamId, false);
        return undefined;
      })
      .find((fix) => fix !== undefined);
    if (!off) return;
    off();
  }
  throw new Error('nba-standings: the season does not reach the record’s seeds');
}
