import { aliasedTable, and, asc, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { awayTeam, homeTeam } from '../../db/match-queries';
import { competitions, seasons, stages } from '../../db/schema/competition';
import { matchEvents, matches, matchSheets } from '../../db/schema/match';
import { players } from '../../db/schema/team';

const scorer = aliasedTable(players, 'scorer');
const assistant = aliasedTable(players, 'assistant');
const related = aliasedTable(players, 'related');

/** One match of any sport with its competition, season, stage and team names, or null for an unknown id. */
export async function findMatchPageRow(db: Db, matchId: number) {
  const [row] = await db
    .select({
      matchId: matches.id,
      sportId: matches.sportId,
      competitionId: matches.competitionId,
      competitionName: competitions.name,
      seasonId: matches.seasonId,
      seasonName: seasons.name,
      stageId: matches.stageId,
      stageName: stages.name,
      groupName: matches.groupName,
      roundNum: matches.round,
      kickoffAt: matches.kickoffAt,
      kickoffTimeSet: matches.kickoffTimeSet,
      statusId: matches.statusId,
      phase: matches.phase,
      minute: matches.minute,
      clock: matches.clockSeconds,
      homeId: matches.homeTeamId,
      awayId: matches.awayTeamId,
      homeName: sql<string>`coalesce(${homeTeam.name}, '待定')`,
      awayName: sql<string>`coalesce(${awayTeam.name}, '待定')`,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeHalfScore: matches.homeHalfScore,
      awayHalfScore: matches.awayHalfScore,
      homeExtraTimeScore: matches.homeExtraTimeScore,
      awayExtraTimeScore: matches.awayExtraTimeScore,
      homePenaltyScore: matches.homePenaltyScore,
      awayPenaltyScore: matches.awayPenaltyScore,
      homeCorners: matches.homeCorners,
      awayCorners: matches.awayCorners,
      homeYellowCards: matches.homeYellowCards,
      awayYellowCards: matches.awayYellowCards,
      homeRedCards: matches.homeRedCards,
      awayRedCards: matches.awayRedCards,
      periodScores: matches.periodScores,
      source: matches.source,
      resultSource: matches.resultSource,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(eq(matches.id, matchId))
    .limit(1);
  return row ?? null;
}

export type MatchPageRow = NonNullable<Awaited<ReturnType<typeof findMatchPageRow>>>;

/**
 * A match's events in match order (a substitution's seq comes after the goals' and cards', so by minute, then
 * stoppage, then seq), with the names of the player, the assisting player and the player a substitute replaced.
 */
export async function findMatchPageEvents(db: Db, matchId: number) {
  return db
    .select({
      seq: matchEvents.seq,
      minute: matchEvents.minute,
      addedMinute: matchEvents.addedMinute,
      type: matchEvents.type,
      side: matchEvents.side,
      teamId: matchEvents.teamId,
      playerId: matchEvents.playerId,
      playerName: scorer.name,
      assistPlayerId: matchEvents.assistPlayerId,
      assistPlayerName: assistant.name,
      detail: matchEvents.detail,
      relatedPlayerId: matchEvents.relatedPlayerId,
      relatedPlayerName: related.name,
    })
    .from(matchEvents)
    .leftJoin(scorer, eq(scorer.id, matchEvents.playerId))
    .leftJoin(assistant, eq(assistant.id, matchEvents.assistPlayerId))
    .leftJoin(related, eq(related.id, matchEvents.relatedPlayerId))
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.minute), sql`coalesce(${matchEvents.addedMinute}, 0)`, asc(matchEvents.seq));
}

export type MatchPageEventRow = Awaited<ReturnType<typeof findMatchPageEvents>>[number];

/** The simulator's line-ups, statistics and commentary of a match, or null (every record: nothing is invented). */
export async function findMatchPageSheet(db: Db, matchId: number) {
  const [row] = await db
    .select({ lineups: matchSheets.lineups, statistics: matchSheets.statistics, commentary: matchSheets.commentary })
    .from(matchSheets)
    .where(eq(matchSheets.matchId, matchId));
  return row ?? null;
}

export type MatchPageSheet = NonNullable<Awaited<ReturnType<typeof findMatchPageSheet>>>;

/**
 * The last finished meetings of two teams in either order, of any competition, newest first; `matchId` itself
 * is left out. `finished` is the status that means finished in the teams' sport.
 */
export async function findHeadToHead(
  db: Db,
  q: { matchId: number; sportId: number; teamIds: readonly [number, number]; finished: number; limit: number },
) {
  const [a, b] = q.teamIds;
  return db
    .select({
      matchId: matches.id,
      competitionName: competitions.name,
      seasonName: seasons.name,
      kickoffAt: matches.kickoffAt,
      homeId: matches.homeTeamId,
      awayId: matches.awayTeamId,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(
      and(
        eq(matches.sportId, q.sportId),
        eq(matches.statusId, q.finished),
        ne(matches.id, q.matchId),
        isNotNull(matches.homeScore),
        isNotNull(matches.awayScore),
        or(
          and(eq(matches.homeTeamId, a), eq(matches.awayTeamId, b)),
          and(eq(matches.homeTeamId, b), eq(matches.awayTeamId, a)),
        ),
      ),
    )
    .orderBy(desc(matches.kickoffAt), desc(matches.id))
    .limit(q.limit);
}
