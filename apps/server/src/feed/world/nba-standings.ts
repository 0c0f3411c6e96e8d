import { nbaStandings, type StandingsLine } from '../../lib/nba-standings';
import { plannedScore, type PlanContext } from './nba-plan';
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
