import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { FootballStatus, SportId } from '@sport/contract';
import type { Db } from '../../db/client';
import { awayTeam, generatedPlayer, homeTeam, playerColumns } from '../../db/match-queries';
import { competitions, seasons, stages } from '../../db/schema/competition';
import { matches, matchEvents, matchSheets, type MatchEventType } from '../../db/schema/match';
import { players, teams } from '../../db/schema/team';

/** A season with what its tables and answers need of its competition, or null for an unknown season. */
export async function findSeasonInfo(db: Db, seasonId: number) {
  const [row] = await db
    .select({
      seasonId: seasons.id,
      seasonName: seasons.name,
      competitionId: competitions.id,
      competitionName: competitions.name,
      kind: competitions.kind,
    })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(and(eq(seasons.id, seasonId), eq(competitions.sportId, SportId.Football)))
    .limit(1);
  return row ?? null;
}

export type SeasonInfo = NonNullable<Awaited<ReturnType<typeof findSeasonInfo>>>;

export async function findStageIds(db: Db, seasonId: number): Promise<number[]> {
  const rows = await db.select({ id: stages.id }).from(stages).where(eq(stages.seasonId, seasonId));
  return rows.map((row) => row.id);
}

export { findSeasonMatchIds } from '../../db/match-queries';

/**
 * The matches that make a season's tables, both teams known: group matches of a tournament (a knockout match
 * has no group), every match of a league. Unfinished ones list the teams before they have a result.
 */
export async function findTableMatches(db: Db, seasonId: number, grouped: boolean) {
  return db
    .select({
      stageId: matches.stageId,
      groupName: matches.groupName,
      statusId: matches.statusId,
      homeId: homeTeam.id,
      homeName: homeTeam.name,
      awayId: awayTeam.id,
      awayName: awayTeam.name,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(and(eq(matches.seasonId, seasonId), grouped ? isNotNull(matches.groupName) : isNull(matches.groupName)));
}

export type TableMatchRow = Awaited<ReturnType<typeof findTableMatches>>[number];

/** What a player total is counted from: the scorer's goals (own goals are the other side's), assists, cards. */
const SCORED: MatchEventType[] = ['goal', 'penalty_goal'];
export type EventStat = 'goals' | 'assists' | 'yellowCards' | 'redCards';

export interface PlayerTotal {
  playerId: number;
  playerName: string;
  teamId: number;
  teamName: string;
  value: number;
  /** Our generator's player, not a real one. */
  generated: boolean;
}

/** Whose a player total is: the player and his team (the player record's), and whether our generator made him. */
const totalOwner = {
  playerId: players.id,
  playerName: players.name,
  teamId: teams.id,
  teamName: teams.name,
  generated: generatedPlayer,
};

/**
 * Per player, one total of a season from its match events, optionally of one team or one player. The player's
 * team is the player record's: a player is one row whatever spelling a source used (the importer maps them).
 */
export async function findPlayerTotals(
  db: Db,
  seasonId: number,
  stat: EventStat,
  only: { teamId?: number; playerId?: number } = {},
): Promise<PlayerTotal[]> {
  const credited = stat === 'assists' ? matchEvents.assistPlayerId : matchEvents.playerId;
  const types: Record<EventStat, MatchEventType[]> = {
    goals: SCORED,
    // An assist is credited on a goal the player set up; an own goal has none.
    assists: SCORED,
    yellowCards: ['yellow'],
    redCards: ['red'],
  };
  const filters: SQL[] = [eq(matches.seasonId, seasonId), inArray(matchEvents.type, types[stat])];
  if (only.teamId !== undefined) filters.push(eq(players.teamId, only.teamId));
  if (only.playerId !== undefined) filters.push(eq(players.id, only.playerId));
  const rows = await db
    .select({ ...totalOwner, value: count() })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .innerJoin(players, eq(players.id, credited))
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(and(...filters))
    .groupBy(players.id, players.name, teams.id, teams.name, players.source);
  return rows;
}

/** A player's season in the simulated match sheets: matches played, started, minutes, shots and saves. */
export interface LineupTotal extends Omit<PlayerTotal, 'value'> {
  appearances: number;
  starts: number;
  minutes: number;
  shots: number;
  shotsOnTarget: number;
  saves: number;
}

/**
 * Per player, the finished matches of a season whose sheet (the simulator's, feed/match-sheet) names him on the
 * pitch: a starter, or a substitute who came on; his minutes from kick-off or his coming on to his going off, his
 * sending-off or the end (90, 120 after extra time; stoppage time not counted); his shots, on target, and saves
 * (0 on a sheet written before it held them). A record holds no sheet, so its matches count nothing here.
 * Optionally of one team or one player (his team is the player record's).
 */
export async function findLineupTotals(
  db: Db,
  seasonId: number,
  only: { teamId?: number; playerId?: number } = {},
): Promise<LineupTotal[]> {
  const filters: SQL[] = [];
  if (only.teamId !== undefined) filters.push(eq(players.teamId, only.teamId));
  if (only.playerId !== undefined) filters.push(eq(players.id, only.playerId));
  const played = sql`(
    select (p->>'playerId')::int as player_id, (p->>'line') is not null as started,
      greatest(1, least(coalesce((p->>'outMinute')::int, (p->>'sentOffMinute')::int, f.full), f.full)
        - coalesce((p->>'inMinute')::int, 0)) as minutes,
      coalesce((p->>'shots')::int, 0) as shots, coalesce((p->>'shotsOnTarget')::int, 0) as on_target,
      coalesce((p->>'saves')::int, 0) as saves
    from ${matchSheets} s
    join ${matches} m on m.id = s.match_id
    cross join lateral (select case when m.home_extra_time_score is null then 90 else 120 end as full) f
    cross join lateral jsonb_array_elements(
      (s.lineups->'home'->'starters') || (s.lineups->'home'->'bench') || (s.lineups->'away'->'starters') || (s.lineups->'away'->'bench')
    ) p
    where m.season_id = ${seasonId} and m.status_id = ${FootballStatus.Finished}
      and ((p->>'line') is not null or (p->>'inMinute') is not null)
  ) as played`;
  const playerId = sql<number>`played.player_id`;
  return db
    .select({
      ...totalOwner,
      appearances: sql<number>`count(*)::int`,
      starts: sql<number>`(count(*) filter (where played.started))::int`,
      minutes: sql<number>`sum(played.minutes)::int`,
      shots: sql<number>`sum(played.shots)::int`,
      shotsOnTarget: sql<number>`sum(played.on_target)::int`,
      saves: sql<number>`sum(played.saves)::int`,
    })
    .from(played)
    .innerJoin(players, eq(players.id, playerId))
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(filters.length > 0 ? and(...filters) : undefined)
    .groupBy(players.id, players.name, teams.id, teams.name, players.source);
}

export interface RecordedStats {
  goals: boolean;
  assists: boolean;
  cards: boolean;
  /** A finished match of the season has a sheet: appearances, minutes, shots and saves are counted from those. */
  lineups: boolean;
}

/**
 * Which per-player stats a season's events record at all. A source of results only credits no assists and shows
 * no cards (openfootball's tournaments name the scorers; its league files hold the scores alone, no scorer); the
 * simulated match sheets hold all three, and the line-ups.
 */
export async function findRecordedStats(db: Db, seasonId: number): Promise<RecordedStats> {
  const [row] = await db
    .select({
      goals: sql<number>`count(*) filter (where ${inArray(matchEvents.type, [...SCORED, 'own_goal'])})`.mapWith(Number),
      assists: count(matchEvents.assistPlayerId),
      cards: sql<number>`count(*) filter (where ${inArray(matchEvents.type, ['yellow', 'red'])})`.mapWith(Number),
      lineups: sql<boolean>`exists (
        select 1 from ${matchSheets} s join ${matches} m on m.id = s.match_id
        where m.season_id = ${seasonId} and m.status_id = ${FootballStatus.Finished})`,
    })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(eq(matches.seasonId, seasonId));
  return {
    goals: (row?.goals ?? 0) > 0,
    assists: (row?.assists ?? 0) > 0,
    cards: (row?.cards ?? 0) > 0,
    lineups: row?.lineups === true,
  };
}

/** A football player with their team, or null (unknown id, or another sport's player). */
export async function findFootballPlayer(db: Db, playerId: number) {
  const [row] = await db
    .select({
      ...playerColumns,
      teamId: teams.id,
      teamName: teams.name,
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(and(eq(players.id, playerId), eq(teams.sportId, SportId.Football)))
    .limit(1);
  return row ?? null;
}

export type PlayerRow = NonNullable<Awaited<ReturnType<typeof findFootballPlayer>>>;

export async function footballTeamExists(db: Db, teamId: number): Promise<boolean> {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.sportId, SportId.Football)))
    .limit(1);
  return rows.length > 0;
}
