import {
  BasketballStatus,
  chinaDayStart,
  FootballStatus,
  HEAD_TO_HEAD_LIMIT,
  dropEmptyCompetitionTypes,
  keepKnownCompetitionTypes,
  SportId,
  type CompetitionTypeSeasons,
  type HeadToHeadMatch,
  type LeagueSeason,
  type Match,
} from '@sport/contract';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import type { AnswerCache } from '../../lib/answer-cache';
import { resultSourceOf } from '../../lib/match-view';
import { createAnchorLayer, type MatchAnchorSource } from './anchor-source';
import { findHeadToHead, findMatchPageEvents, findMatchPageRow, findMatchPageSheet } from './match-page-repository';
import { matchPageView, type MatchPage } from './match-page-view';
import { findMatchCards, findMatchResults, findMatchSummaries, findRegularTimeGoals, matchExists } from './repository';
import { createSchedule } from './schedule-service';
import { searchMatches, type MatchSearch } from './search-repository';
import { CompetitionType, createTeamPart } from './team-service';

/** What other areas (anchor schedules) show of a match; the match tables are this module's. */
export interface MatchSummary {
  id: number;
  sportId: number;
  /** The sport's status map (SPEC §4). */
  statusId: number;
  /** Minute of play, or null (not football, not started). */
  minute: number | null;
  /** Basketball: seconds left on the period's game clock while a period is played; else null. */
  clock: number | null;
  /** null before kick-off. */
  homeScore: number | null;
  awayScore: number | null;
  /** Epoch ms. */
  kickoffAt: number;
  /** False when the record gives only the day: kickoffAt is a slot the league plays (the apps read 待定). */
  kickoffTimeSet: boolean;
  /** True once the score is the simulator's, not the record's (lib/match-view.ts resultSourceOf). */
  scoreSimulated: boolean;
  /** The competition's short name. */
  league: string;
  /** null while a knockout slot is undecided. */
  homeName: string | null;
  awayName: string | null;
}

/** A match as a card shows it (expert tips): the summary plus team ids for the logos. */
export interface MatchCard extends MatchSummary {
  homeTeamId: number | null;
  awayTeamId: number | null;
}

/** A match's status and scores, for settling picks on it (expert tips). */
export interface MatchResult {
  id: number;
  sportId: number;
  statusId: number;
  /** The final score (football: after extra time when played, never the shoot-out; basketball: with overtime). */
  score: { home: number; away: number } | null;
  /** Football: the score after 90 minutes (goals up to the 90th when extra time was played); null otherwise. */
  regularTimeScore: { home: number; away: number } | null;
}

export interface FootballServiceOptions {
  db: Db;
  /**
   * The server's answer cache (`app.cache`): any node's simulator or feed publishes `match.<id>` when a match moves,
   * and the cache drops the lists holding it.
   */
  cache: AnswerCache;
  clock?: Clock;
}

export type FootballService = ReturnType<typeof createFootballService>;

/** How each centre trims a team's season groups (SPEC §5). */
type SummaryRow = Awaited<ReturnType<typeof findMatchCards>>[number];

/** A summary row as the other areas read it: epoch ms, and whether its score is the simulator's. */
const summaryOf = ({ resultSource, source, ...row }: SummaryRow): MatchCard => ({
  ...row,
  kickoffAt: row.kickoffAt.getTime(),
  scoreSimulated: resultSourceOf({ ...row, resultSource, source }) === 'simulation',
});

const SEASON_GROUP_RULES = {
  worldCup: (groups: CompetitionTypeSeasons[]) => groups,
  euro: dropEmptyCompetitionTypes,
  // The five-leagues centre knows the club competitions: leagues and cups.
  fiveLeagues: (groups: CompetitionTypeSeasons[]) =>
    keepKnownCompetitionTypes(groups, [CompetitionType.League, CompetitionType.Cup]),
} as const;
export type Centre = keyof typeof SEASON_GROUP_RULES;

/**
 * The match centres' reads, and the match tables' owner: other areas read matches through this service.
 * Match-centre reads are hot (every open centre polls them) and change only when the live simulator or a
 * feed moves a match; a `match.<id>` event drops the cached answers holding it, and the TTL bounds staleness
 * if an event was missed.
 */
export function createFootballService({ db, cache, clock = systemClock }: FootballServiceOptions) {
  const schedule = createSchedule({ db, cache, clock });
  const teamPart = createTeamPart({ db, cache });
  const anchorLayer = createAnchorLayer();

  /** A list as the caller sees it: the shared cached one, with the anchors the caller may see when asked. */
  const shown = async (list: Promise<Match[]>, userId: number | null, anchors = true): Promise<Match[]> =>
    anchors ? anchorLayer.withAnchors(await list, userId) : list;

  return {
    /** The anchor module hands in who streams which match (it depends on this module, not the reverse). */
    setMatchAnchorSource(source: MatchAnchorSource): void {
      anchorLayer.setSource(source);
    },

    /** Another centre's list (nba) with the anchors the caller may see, from the same source. */
    withAnchors: (list: Match[], userId: number | null): Promise<Match[]> => anchorLayer.withAnchors(list, userId),

    seasons: (competitionId: number): Promise<LeagueSeason[]> => schedule.seasons(competitionId),
    editions: schedule.editions,

    /** A World Cup or Euro call's days: the edition given, else the current one. */
    async matchDates(competitionId: number, seasonId?: number) {
      return schedule.matchDays(await schedule.seasonFor(competitionId, seasonId));
    },
    leagueMatchDates: (input: { id?: number; seasonId?: number }) => schedule.leagueMatchDays(input),

    async stages(competitionId: number, seasonId?: number) {
      return schedule.stages(await schedule.seasonFor(competitionId, seasonId));
    },

    /** World Cup / Euro list; the World Cup attaches anchors only when asked (showAnchor), the Euro always. */
    tournamentList(
      competitionId: number,
      input: { seasonId?: number; matchDate?: number; stageId?: number },
      userId: number | null,
      anchors: boolean,
    ): Promise<Match[]> {
      return shown(schedule.tournamentList(competitionId, input), userId, anchors);
    },

    /** The matches of the China-time day containing `matchDate`, with their anchors. */
    async matchList(seasonId: number, matchDate: number, userId: number | null = null): Promise<Match[]> {
      const known = await schedule.knownSeason(seasonId);
      return shown(schedule.list({ seasonId: known, day: chinaDayStart(matchDate) }), userId);
    },

    knockout: (competitionId: number, seasonId?: number) => schedule.knockout(competitionId, seasonId),

    lineUp: teamPart.lineUp,
    teamColours: teamPart.teamColours,
    seasonList: (teamId: number, centre: Centre) => teamPart.seasonList(teamId, centre, SEASON_GROUP_RULES[centre]),
    seasonMatch: teamPart.seasonMatch,

    /** Every sport's matches kicking off in [from, to] (epoch ms), soonest first. */
    async matchSummaries(from: number, to: number): Promise<MatchSummary[]> {
      return (await findMatchSummaries(db, new Date(from), new Date(to))).map(summaryOf);
    },

    matchExists: (matchId: number): Promise<boolean> => matchExists(db, matchId),

    /**
     * A match of any sport as its page shows it, but the NBA box score; null for an unknown id. Not cached
     * here: the match module keeps the whole answer and drops it on the match's events.
     */
    async matchPage(matchId: number): Promise<MatchPage | null> {
      const [row, events, sheet] = await Promise.all([findMatchPageRow(db, matchId), findMatchPageEvents(db, matchId), findMatchPageSheet(db, matchId)]);
      return row ? matchPageView(row, events, sheet) : null;
    },

    /**
     * The last finished meetings of a match's two teams, newest first; empty while a slot is undecided; null for
     * an unknown id. Not cached here, as the match page (the match module keeps the answer).
     */
    async headToHead(matchId: number): Promise<HeadToHeadMatch[] | null> {
      const row = await findMatchPageRow(db, matchId);
      if (!row) return null;
      if (row.homeId === null || row.awayId === null) return [];
      const finished = row.sportId === SportId.Basketball ? BasketballStatus.Finished : FootballStatus.Finished;
      const rows = await findHeadToHead(db, {
        matchId,
        sportId: row.sportId,
        teamIds: [row.homeId, row.awayId],
        finished,
        limit: HEAD_TO_HEAD_LIMIT,
      });
      // the inner joins and the filters make these non-null; the checks say so to the type system
      return rows.flatMap(({ kickoffAt, homeId, awayId, homeScore, awayScore, ...rest }) =>
        homeId !== null && awayId !== null && homeScore !== null && awayScore !== null
          ? [{ ...rest, matchDate: kickoffAt.getTime(), homeId, awayId, homeScore, awayScore }]
          : [],
      );
    },

    /** The given matches of any sport (football and NBA share the match tables); unknown ids are left out. */
    async matchCards(ids: readonly number[]): Promise<MatchCard[]> {
      return (await findMatchCards(db, ids)).map(summaryOf);
    },

    /** Matches of any sport found by competition, team and kick-off window (the console's 赛事 list). */
    searchMatches: (search: MatchSearch) => searchMatches(db, search),

    /**
     * Status and scores of the given matches of any sport; unknown ids are left out. Given the caller's
     * transaction `tx`, read in it (a settlement reads the scores after locking its tips).
     */
    async matchResults(ids: readonly number[], tx: Db = db): Promise<MatchResult[]> {
      const rows = await findMatchResults(tx, ids);
      // Extra time: the stored score includes it, so regular time is counted from the goals up to the 90th.
      const extra = new Set(
        rows.filter((r) => r.sportId === SportId.Football && ((r.minute ?? 0) > 90 || r.homeExtraTimeScore !== null)).map((r) => r.id),
      );
      const goals = new Map<string, number>();
      for (const g of await findRegularTimeGoals(tx, [...extra])) goals.set(`${g.matchId}:${g.side}`, g.goals);
      return rows.map((row) => {
        const score = row.homeScore === null || row.awayScore === null ? null : { home: row.homeScore, away: row.awayScore };
        const regular = extra.has(row.id) ? { home: goals.get(`${row.id}:1`) ?? 0, away: goals.get(`${row.id}:2`) ?? 0 } : score;
        const regularTimeScore = row.sportId === SportId.Football ? regular : null;
        return { id: row.id, sportId: row.sportId, statusId: row.statusId, score, regularTimeScore };
      });
    },
  };
}
