import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, min, or, sql, sum, type SQL } from 'drizzle-orm';
import { BasketballStatus, SportId } from '@sport/contract';
import type { Db } from '../../db/client';
import type { GameSet } from './kinds';
import { awayTeam, generatedPlayer, homeTeam, matchConditions, playerColumns, selectMatchRows, type MatchFilter } from '../../db/match-queries';
import { competitions, seasons, stages } from '../../db/schema/competition';
import { matches } from '../../db/schema/match';
import { nbaBoxScores, nbaTeamProfiles } from '../../db/schema/nba';
import { players, teams } from '../../db/schema/team';

/** The NBA season with this id, or the current one without an id; null when there is none. */
export async function findNbaSeason(db: Db, seasonId?: number): Promise<number | null> {
  const [row] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(and(eq(competitions.kind, 'nba'), seasonId === undefined ? eq(seasons.isCurrent, true) : eq(seasons.id, seasonId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Per NBA season, the tip-off of its first game the simulator plays: a demo game, or a real fixture it scored
 * (none of the NBA's today). A season without one holds the record's games alone.
 */
export async function findNbaSimulatedFrom(db: Db): Promise<Map<number, Date>> {
  const rows = await db
    .select({ seasonId: matches.seasonId, from: min(matches.kickoffAt) })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(and(eq(competitions.kind, 'nba'), or(eq(matches.source, 'demo'), eq(matches.resultSource, 'simulation'))))
    .groupBy(matches.seasonId);
  return new Map(rows.flatMap((r) => (r.from ? [[r.seasonId, r.from] as const] : [])));
}

/** A season's stages: id, phase and group names (the cup group stage has phase 6, the knockout's three 7). */
export async function findNbaStages(db: Db, seasonId: number) {
  return db
    .select({ id: stages.id, phase: stages.phase, groupNames: stages.groupNames })
    .from(stages)
    .where(eq(stages.seasonId, seasonId))
    .orderBy(asc(stages.id));
}

export interface NbaMatchFilter extends MatchFilter, GameSet {
  /** Only finished games (status 10). */
  finished?: boolean;
}

/** The games of a set: their kinds, and where it names one, only those of stages of that phase. */
const inSet = (db: Db, set: GameSet): SQL | undefined =>
  and(
    inArray(matches.kind, [...set.kinds]),
    set.phase === undefined ? undefined : inArray(matches.stageId, db.select({ id: stages.id }).from(stages).where(eq(stages.phase, set.phase))),
  );

const filterOf = (db: Db, f: NbaMatchFilter): SQL | undefined =>
  and(...matchConditions(f), inSet(db, f), f.finished ? eq(matches.statusId, 10) : undefined);

/** Games with team, stage and competition names, their phase and kind, soonest first. */
export async function findNbaMatches(db: Db, filter: NbaMatchFilter) {
  if (filter.kinds.length === 0) return [];
  return selectMatchRows(db, { phase: stages.phase, kind: matches.kind, periodScores: matches.periodScores }, filterOf(db, filter));
}
export type NbaMatchRow = Awaited<ReturnType<typeof findNbaMatches>>[number];

export { findSeasonMatchIds } from '../../db/match-queries';

/** Kick-offs of a season's games of some kinds. */
export async function findNbaKickoffs(db: Db, seasonId: number, set: GameSet): Promise<Date[]> {
  if (set.kinds.length === 0) return [];
  const rows = await db.select({ at: matches.kickoffAt }).from(matches).where(filterOf(db, { seasonId, ...set }));
  return rows.map((r) => r.at);
}

const teamColumns = {
  id: teams.id,
  name: teams.name,
  nameEn: teams.nameEn,
  shortName: teams.shortName,
  conference: teams.conference,
  division: teams.division,
};

/** The NBA's teams (basketball teams with a conference). */
export async function findNbaTeams(db: Db) {
  return db
    .select(teamColumns)
    .from(teams)
    .where(and(eq(teams.sportId, SportId.Basketball), isNotNull(teams.conference)))
    .orderBy(asc(teams.id));
}

/** A team with its coach and arena (empty where the feed gave none). */
export async function findNbaTeam(db: Db, teamId: number) {
  const [row] = await db
    .select({ ...teamColumns, coach: sql<string>`coalesce(${nbaTeamProfiles.coach}, '')`, arena: sql<string>`coalesce(${nbaTeamProfiles.arena}, '')` })
    .from(teams)
    .leftJoin(nbaTeamProfiles, eq(nbaTeamProfiles.teamId, teams.id))
    .where(and(eq(teams.id, teamId), eq(teams.sportId, SportId.Basketball), isNotNull(teams.conference)))
    .limit(1);
  return row ?? null;
}

/** A team's squad, by shirt number. */
export async function findNbaSquad(db: Db, teamId: number) {
  return db.select({ ...playerColumns, teamId: players.teamId }).from(players).where(eq(players.teamId, teamId)).orderBy(asc(players.number), asc(players.id));
}

/** A basketball player with his team's names, or null. */
export async function findNbaPlayer(db: Db, playerId: number) {
  const [row] = await db
    .select({ ...playerColumns, teamId: players.teamId, teamName: teams.name })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(and(eq(players.id, playerId), eq(teams.sportId, SportId.Basketball)))
    .limit(1);
  return row ?? null;
}

const totals = {
  games: count(),
  minutes: sum(nbaBoxScores.minutes).mapWith(Number),
  points: sum(nbaBoxScores.points).mapWith(Number),
  rebounds: sum(nbaBoxScores.rebounds).mapWith(Number),
  assists: sum(nbaBoxScores.assists).mapWith(Number),
  steals: sum(nbaBoxScores.steals).mapWith(Number),
  blocks: sum(nbaBoxScores.blocks).mapWith(Number),
  turnovers: sum(nbaBoxScores.turnovers).mapWith(Number),
  fieldGoalsMade: sum(nbaBoxScores.fieldGoalsMade).mapWith(Number),
  fieldGoalsAttempted: sum(nbaBoxScores.fieldGoalsAttempted).mapWith(Number),
  threesMade: sum(nbaBoxScores.threesMade).mapWith(Number),
  threesAttempted: sum(nbaBoxScores.threesAttempted).mapWith(Number),
  freeThrowsMade: sum(nbaBoxScores.freeThrowsMade).mapWith(Number),
  freeThrowsAttempted: sum(nbaBoxScores.freeThrowsAttempted).mapWith(Number),
};

export interface TotalsFilter extends GameSet {
  seasonId: number;
  teamId?: number;
  playerId?: number;
}

/**
 * The lines a season's figures are made of: finished games only. A game being played has lines so far (the live
 * box score), and counted here it would be a game of 150 minutes and 66 points in every per-game average.
 */
const totalsWhere = (db: Db, f: TotalsFilter) =>
  and(
    eq(matches.seasonId, f.seasonId),
    eq(matches.statusId, BasketballStatus.Finished),
    inSet(db, f),
    f.teamId === undefined ? undefined : eq(nbaBoxScores.teamId, f.teamId),
    f.playerId === undefined ? undefined : eq(nbaBoxScores.playerId, f.playerId),
  );

/** Per player: games with a line and the sums of the lines (the player's team of those games). */
export async function findPlayerTotals(db: Db, filter: TotalsFilter) {
  if (filter.kinds.length === 0) return [];
  return db
    .select({ playerId: nbaBoxScores.playerId, playerName: players.name, generated: generatedPlayer, teamId: nbaBoxScores.teamId, teamName: teams.name, ...totals })
    .from(nbaBoxScores)
    .innerJoin(matches, eq(matches.id, nbaBoxScores.matchId))
    .innerJoin(players, eq(players.id, nbaBoxScores.playerId))
    .innerJoin(teams, eq(teams.id, nbaBoxScores.teamId))
    .where(totalsWhere(db, filter))
    .groupBy(nbaBoxScores.playerId, players.name, players.source, nbaBoxScores.teamId, teams.name);
}
export type PlayerTotals = Awaited<ReturnType<typeof findPlayerTotals>>[number];

/** Per team: games with lines and the sums of its players' lines. */
export async function findTeamTotals(db: Db, filter: TotalsFilter) {
  if (filter.kinds.length === 0) return [];
  return db
    .select({ teamId: nbaBoxScores.teamId, ...totals, games: countDistinct(nbaBoxScores.matchId) })
    .from(nbaBoxScores)
    .innerJoin(matches, eq(matches.id, nbaBoxScores.matchId))
    .where(totalsWhere(db, filter))
    .groupBy(nbaBoxScores.teamId);
}

/** A player's latest lines of a season's games of a set, with the game's teams and score, newest first. */
export async function findPlayerGames(db: Db, filter: TotalsFilter & { playerId: number }, limit: number) {
  if (filter.kinds.length === 0) return [];
  return db
    .select({
      matchId: matches.id,
      kickoffAt: matches.kickoffAt,
      teamId: nbaBoxScores.teamId,
      homeId: matches.homeTeamId,
      homeName: sql<string>`coalesce(${homeTeam.name}, '')`,
      awayName: sql<string>`coalesce(${awayTeam.name}, '')`,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      minutes: nbaBoxScores.minutes,
      points: nbaBoxScores.points,
      rebounds: nbaBoxScores.rebounds,
      assists: nbaBoxScores.assists,
      steals: nbaBoxScores.steals,
      blocks: nbaBoxScores.blocks,
    })
    .from(nbaBoxScores)
    .innerJoin(matches, eq(matches.id, nbaBoxScores.matchId))
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(totalsWhere(db, filter))
    .orderBy(desc(matches.kickoffAt))
    .limit(limit);
}

/** One game's player lines with the players' names, most minutes first (the starters' order in our lines). */
export async function findGameLines(db: Db, matchId: number) {
  return db
    .select({
      teamId: nbaBoxScores.teamId,
      playerId: nbaBoxScores.playerId,
      // No foreign key ties a line to its player (schema/nba.ts): a missing one keeps its line, nameless.
      playerName: sql<string>`coalesce(${players.name}, '')`,
      minutes: nbaBoxScores.minutes,
      points: nbaBoxScores.points,
      rebounds: nbaBoxScores.rebounds,
      assists: nbaBoxScores.assists,
      steals: nbaBoxScores.steals,
      blocks: nbaBoxScores.blocks,
      turnovers: nbaBoxScores.turnovers,
      fieldGoalsMade: nbaBoxScores.fieldGoalsMade,
      fieldGoalsAttempted: nbaBoxScores.fieldGoalsAttempted,
      threesMade: nbaBoxScores.threesMade,
      threesAttempted: nbaBoxScores.threesAttempted,
      freeThrowsMade: nbaBoxScores.freeThrowsMade,
      freeThrowsAttempted: nbaBoxScores.freeThrowsAttempted,
    })
    .from(nbaBoxScores)
    .leftJoin(players, eq(players.id, nbaBoxScores.playerId))
    .where(eq(nbaBoxScores.matchId, matchId))
    .orderBy(desc(nbaBoxScores.minutes), asc(nbaBoxScores.playerId));
}

/** What the play-by-play of a game is made from: its seed, its state, its teams' strengths. Null for an unknown id. */
export async function findGameCourse(db: Db, matchId: number) {
  const [row] = await db
    .select({
      sportId: matches.sportId,
      simSeed: matches.simSeed,
      source: matches.source,
      statusId: matches.statusId,
      periodScores: matches.periodScores,
      clockSeconds: matches.clockSeconds,
      homeTeamId: matches.homeTeamId,
      homeStrength: homeTeam.strength,
      awayStrength: awayTeam.strength,
    })
    .from(matches)
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(eq(matches.id, matchId))
    .limit(1);
  return row ?? null;
}

/**
 * The players with a line in a game, by id: the rotation the simulator credited its plays to (the first ten of each
 * squad by id, feed/nba-plays/plays.ts), with where they play and their names.
 */
export async function findGameRotation(db: Db, matchId: number) {
  return db
    .select({ id: nbaBoxScores.playerId, teamId: nbaBoxScores.teamId, name: sql<string>`coalesce(${players.name}, '')`, position: sql<string>`coalesce(${players.position}, '')` })
    .from(nbaBoxScores)
    .leftJoin(players, eq(players.id, nbaBoxScores.playerId))
    .where(eq(nbaBoxScores.matchId, matchId))
    .orderBy(asc(nbaBoxScores.playerId));
}
