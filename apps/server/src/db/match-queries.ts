import { aliasedTable, asc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';
import { competitions, stages } from './schema/competition';
import { matches } from './schema/match';
import { players, teams } from './schema/team';

/**
 * The SQL the two match centres (football, and nba which reads these tables, 018) both write: the list row
 * of a match with its teams' names, the filters of a schedule, a player's profile columns. The lint lets
 * exactly the modules that may read the match and team tables import this file.
 */

/** The two sides of a match, as joined tables. */
export const homeTeam = aliasedTable(teams, 'home');
export const awayTeam = aliasedTable(teams, 'away');

/** What every list of matches shows of one; an undecided knockout slot has no team and shows '待定'. */
const matchRowColumns = {
  matchId: matches.id,
  sportId: matches.sportId,
  competitionId: matches.competitionId,
  competitionName: competitions.name,
  seasonId: matches.seasonId,
  stageId: matches.stageId,
  stageName: stages.name,
  groupName: matches.groupName,
  roundNum: matches.round,
  statusId: matches.statusId,
  minute: matches.minute,
  kickoffAt: matches.kickoffAt,
  kickoffTimeSet: matches.kickoffTimeSet,
  homeId: matches.homeTeamId,
  awayId: matches.awayTeamId,
  homeName: sql<string>`coalesce(${homeTeam.name}, '待定')`,
  awayName: sql<string>`coalesce(${awayTeam.name}, '待定')`,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
};

/**
 * Matches with team, stage and competition names and a centre's own columns (of the match or its stage),
 * soonest first. The row type is spelled out because drizzle's own is too deep to emit for a generic
 * selection; it is what drizzle infers, since the team names are SQL expressions the left joins leave as is.
 */
export async function selectMatchRows<Extra extends SelectedFields>(
  db: Db,
  extra: Extra,
  where: SQL | undefined,
): Promise<SelectResultFields<typeof matchRowColumns & Extra>[]> {
  const rows = await db
    .select({ ...matchRowColumns, ...extra })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(where)
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
  return rows as SelectResultFields<typeof matchRowColumns & Extra>[];
}

/** The columns every list row has; a centre's rows add their own. */
export type MatchListRow = SelectResultFields<typeof matchRowColumns>;

/** Which matches of a season: a time range [from, to), a stage, a team (home or away); any combination. */
export interface MatchFilter {
  seasonId: number;
  from?: Date;
  to?: Date;
  stageId?: number;
  teamId?: number;
}

/** The conditions of a filter, for `and(...)` with a centre's own. */
export function matchConditions(filter: MatchFilter): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [eq(matches.seasonId, filter.seasonId)];
  if (filter.from) where.push(gte(matches.kickoffAt, filter.from));
  if (filter.to) where.push(lt(matches.kickoffAt, filter.to));
  if (filter.stageId !== undefined) where.push(eq(matches.stageId, filter.stageId));
  if (filter.teamId !== undefined) where.push(or(eq(matches.homeTeamId, filter.teamId), eq(matches.awayTeamId, filter.teamId)));
  return where;
}

/** Every match id of a season: a `match.<id>` event for one of them changes the season's tables and rankings. */
export async function findSeasonMatchIds(db: Db, seasonId: number): Promise<number[]> {
  const rows = await db.select({ id: matches.id }).from(matches).where(eq(matches.seasonId, seasonId));
  return rows.map((row) => row.id);
}

/**
 * Whether a player is one our generator made up (source 'demo'), not a real source's: the calls' `generated`
 * (decision 030). Group by `players.source` where it is selected beside an aggregate.
 */
export const generatedPlayer = sql<boolean>`${players.source} = 'demo'`.mapWith((value: unknown) => value === true || value === 't');

/** A player's profile as a squad or a player page shows it. */
export const playerColumns = {
  id: players.id,
  name: players.name,
  number: players.number,
  position: players.position,
  birthday: players.birthday,
  heightCm: players.heightCm,
  weightKg: players.weightKg,
  nationality: players.nationality,
  generated: generatedPlayer,
};
