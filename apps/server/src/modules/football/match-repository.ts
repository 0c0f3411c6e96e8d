import { aliasedTable, and, asc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, stages } from '../../db/schema/competition';
import { matches } from '../../db/schema/match';
import { teams } from '../../db/schema/team';

const home = aliasedTable(teams, 'home');
const away = aliasedTable(teams, 'away');

/** Which matches of a season: a time range [from, to), a stage, a team (home or away); any combination. */
export interface MatchFilter {
  seasonId: number;
  from?: Date;
  to?: Date;
  stageId?: number;
  teamId?: number;
}

/** A season's matches with team, stage and competition names, soonest first. */
export async function findMatches(db: Db, filter: MatchFilter) {
  const where: (SQL | undefined)[] = [eq(matches.seasonId, filter.seasonId)];
  if (filter.from) where.push(gte(matches.kickoffAt, filter.from));
  if (filter.to) where.push(lt(matches.kickoffAt, filter.to));
  if (filter.stageId !== undefined) where.push(eq(matches.stageId, filter.stageId));
  if (filter.teamId !== undefined) where.push(or(eq(matches.homeTeamId, filter.teamId), eq(matches.awayTeamId, filter.teamId)));
  return db
    .select({
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
      homeId: matches.homeTeamId,
      awayId: matches.awayTeamId,
      homeName: sql<string>`coalesce(${home.name}, '待定')`,
      awayName: sql<string>`coalesce(${away.name}, '待定')`,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeHalfScore: matches.homeHalfScore,
      awayHalfScore: matches.awayHalfScore,
      homeExtraTimeScore: matches.homeExtraTimeScore,
      awayExtraTimeScore: matches.awayExtraTimeScore,
      homePenaltyScore: matches.homePenaltyScore,
      awayPenaltyScore: matches.awayPenaltyScore,
      homeSource: matches.homeSource,
      awaySource: matches.awaySource,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .leftJoin(home, eq(home.id, matches.homeTeamId))
    .leftJoin(away, eq(away.id, matches.awayTeamId))
    .where(and(...where))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
}

export type MatchRow = Awaited<ReturnType<typeof findMatches>>[number];
