import { and, asc, between, count, desc, eq, inArray, isNull, lte, min, ne } from 'drizzle-orm';
import { FootballStatus } from '@sport/contract';
import type { Db } from '../../db/client';
import { awayTeam, homeTeam } from '../../db/match-queries';
import { competitions, seasons } from '../../db/schema/competition';
import { matchEvents, matches } from '../../db/schema/match';

export async function findSeasons(db: Db, competitionId: number) {
  const rows = await db
    .select({
      seasonId: seasons.id,
      competitionId: seasons.competitionId,
      name: seasons.name,
      isCurrent: seasons.isCurrent,
      source: seasons.source,
    })
    .from(seasons)
    .where(eq(seasons.competitionId, competitionId))
    .orderBy(desc(seasons.startAt));
  // When the present is real (a real season marked current), no simulated season is offered beside it.
  const realPresent = rows.some((r) => r.isCurrent && r.source !== 'demo');
  return rows
    .filter((r) => !realPresent || r.source !== 'demo')
    .map(({ source: _source, ...season }) => season);
}

/** Per season of a competition, the kick-off of its first match the simulator scored (none: all records). */
export async function findSimulatedFrom(db: Db, competitionId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ seasonId: matches.seasonId, from: min(matches.kickoffAt) })
    .from(matches)
    .where(and(eq(matches.competitionId, competitionId), eq(matches.resultSource, 'simulation')))
    .groupBy(matches.seasonId);
  return new Map(rows.flatMap((r) => (r.from ? [[r.seasonId, r.from] as const] : [])));
}

/**
 * Per season of a competition, its matches the source left without a result once they were past (待定, 13): the
 * first kick-off and how many. A running season has none: its open fixtures are not started, then simulated.
 */
export async function findUnrecorded(db: Db, competitionId: number): Promise<Map<number, { from: Date; count: number }>> {
  const rows = await db
    .select({ seasonId: matches.seasonId, from: min(matches.kickoffAt), count: count() })
    .from(matches)
    .where(
      and(
        eq(matches.competitionId, competitionId),
        eq(matches.statusId, FootballStatus.ToBeDecided),
        isNull(matches.homeScore),
        ne(matches.source, 'demo'),
      ),
    )
    .groupBy(matches.seasonId);
  return new Map(rows.flatMap((r) => (r.from ? [[r.seasonId, { from: r.from, count: r.count }] as const] : [])));
}

/** Kick-off instants of a season, for grouping into China-time days. */
export async function findKickoffs(db: Db, seasonId: number): Promise<Date[]> {
  const rows = await db
    .select({ kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(eq(matches.seasonId, seasonId))
    .orderBy(asc(matches.kickoffAt));
  return rows.map((row) => row.kickoffAt);
}

/** What another area shows of a match: status, minute, score, league and team names (and ids, for logos). */
const summaryColumns = {
  id: matches.id,
  sportId: matches.sportId,
  statusId: matches.statusId,
  minute: matches.minute,
  clock: matches.clockSeconds,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  kickoffAt: matches.kickoffAt,
  kickoffTimeSet: matches.kickoffTimeSet,
  resultSource: matches.resultSource,
  source: matches.source,
  league: competitions.shortName,
  homeName: homeTeam.name,
  awayName: awayTeam.name,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
};

function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId));
}

/** Every sport's matches kicking off in [from, to], with what another area shows of them. */
export async function findMatchSummaries(db: Db, from: Date, to: Date) {
  return summaries(db)
    .where(between(matches.kickoffAt, from, to))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
}

/** The same view of the given matches (any sport); unknown ids are left out. */
export async function findMatchCards(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return summaries(db).where(inArray(matches.id, [...ids]));
}

/** Status and scores of the given matches, for settling picks on them; unknown ids are left out. */
export async function findMatchResults(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: matches.id,
      sportId: matches.sportId,
      statusId: matches.statusId,
      minute: matches.minute,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeExtraTimeScore: matches.homeExtraTimeScore,
    })
    .from(matches)
    .where(inArray(matches.id, [...ids]));
}

/**
 * Goals per match and side up to the 90th minute (regular time), for matches that went to extra time. A goal in
 * the second half's stoppage time is minute 90 with its added minutes apart (90+11' is 90, added 11), so it counts
 * here; extra time starts at 91 (105+1' is 105).
 */
export async function findRegularTimeGoals(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ matchId: matchEvents.matchId, side: matchEvents.side, goals: count() })
    .from(matchEvents)
    .where(
      and(
        inArray(matchEvents.matchId, [...ids]),
        inArray(matchEvents.type, ['goal', 'penalty_goal', 'own_goal']),
        lte(matchEvents.minute, 90),
      ),
    )
    .groupBy(matchEvents.matchId, matchEvents.side);
}

export async function matchExists(db: Db, matchId: number): Promise<boolean> {
  const rows = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId)).limit(1);
  return rows.length > 0;
}
