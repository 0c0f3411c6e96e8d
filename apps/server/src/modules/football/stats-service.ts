import {
  MINUTE_MS,
  type FootballRankingStat,
  type HomeAwayStat,
  type PlayerDetail,
  type PlayerRankingRow,
  type PlayerSeasonStat,
  type StandingsGroup,
  type TeamLeaders,
} from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { NotFoundError } from '../../lib/domain-errors';
import type { Bus } from '../../realtime/bus';
import { seasonOf } from './season-of';
import { tieBreakRuleFor, type TieBreakRule } from './standings';
import { seasonAnswers } from '../../lib/season-answers';
import { EVENT_STAT_OF, LEADER_STATS, LINEUP_STAT_OF, leaderOf, playerDetailView, rankingView } from './stats-players';
import {
  findFootballPlayer,
  findPlayerTotals,
  findLineupTotals,
  findRecordedStats,
  findSeasonInfo,
  findSeasonMatchIds,
  findStageIds,
  findTableMatches,
  footballTeamExists,
  type EventStat,
  type RecordedStats,
  type SeasonInfo,
} from './stats-repository';
import { homeAwayView, seasonTables, standingsView, thirdsMark, type SeasonTable } from './stats-tables';

export interface FootballStatsServiceOptions {
  db: Db;
  /** `match.<id>` (any node's simulator, feed or import) drops the answers of that match's season. */
  bus: Bus;
  /** The server's answer cache (`app.cache`). */
  cache: AnswerCache;
}

/** Every statistics answer's tag besides its season's: an event naming no match drops them all. */
const FOOTBALL_STATS_TAG = 'football.stats';

/** Which tables a ranking or home/away call reads; absent filters take every table of the season. */
export interface TableFilter {
  stageId?: number;
  groupName?: string;
}

interface Tables {
  stageIds: Set<number>;
  list: SeasonTable[];
}

export type FootballStatsService = ReturnType<typeof createFootballStatsService>;

function ruleOf(info: SeasonInfo): TieBreakRule {
  try {
    return tieBreakRuleFor(info.competitionId, info.seasonName);
  } catch {
    // A competition without a table (a friendly) has no standings to answer.
    throw new NotFoundError('standings');
  }
}

/**
 * The match centres' statistics: tables, home/away records, player rankings, team leaders, player pages.
 * All are computed from a season's matches and events, so each answer is cached and a `match.<id>` event
 * drops exactly the answers of that match's season (a finished or corrected match changes its tables and
 * rankings); the TTL bounds staleness when an event was missed.
 */
export function createFootballStatsService({ db, bus, cache }: FootballStatsServiceOptions) {
  // the server's answer cache (decision 034): a season's tables and statistics carry its tag (seasonAnswers)
  const seasonInfos = cache.read<SeasonInfo>('football.season-info', { ttlMs: 10 * MINUTE_MS });
  const editions = cache.read<number>('football.edition', { ttlMs: MINUTE_MS });
  const perSeason = seasonAnswers(cache, bus, FOOTBALL_STATS_TAG, (seasonId) => findSeasonMatchIds(db, seasonId));
  const tables = perSeason.read<Tables>('football.tables', MINUTE_MS);
  const rankings = perSeason.read<StandingsGroup[]>('football.rankings', MINUTE_MS);
  const homeAways = perSeason.read<HomeAwayStat[]>('football.home-away', MINUTE_MS);
  const playerRankings = perSeason.read<PlayerRankingRow[]>('football.player-rankings', MINUTE_MS);
  const teamLeaders = perSeason.read<TeamLeaders>('football.team-leaders', MINUTE_MS);
  const seasonStats = perSeason.read<PlayerSeasonStat>('football.season-stats', MINUTE_MS);
  // which stats a season's events hold at all: one count over the season, shared by all its players' pages
  const recordedStats = perSeason.read<RecordedStats>('football.recorded-stats', MINUTE_MS);
  const playerDetails = cache.read<PlayerDetail>('football.player-detail', { ttlMs: 10 * MINUTE_MS });

  /** A football season and its competition, watched for match events; 404 for an unknown one. */
  async function season(seasonId: number): Promise<SeasonInfo> {
    const info = await seasonInfos(String(seasonId), async () => {
      const row = await findSeasonInfo(db, seasonId);
      if (!row) throw new NotFoundError('season');
      return row;
    });
    await perSeason.watch(seasonId);
    return info;
  }

  /** A tournament call's edition: the given one if it is this competition's, else the current one (season-of). */
  async function edition(competitionId: number, seasonId?: number): Promise<SeasonInfo> {
    const id = await editions(`${competitionId}|${seasonId ?? ''}`, () => seasonOf(db, competitionId, seasonId));
    return season(id);
  }

  function tablesOf(info: SeasonInfo): Promise<Tables> {
    const rule = ruleOf(info);
    return tables(info.seasonId, '', async () => {
      const [stageIds, rows] = await Promise.all([
        findStageIds(db, info.seasonId),
        findTableMatches(db, info.seasonId, info.kind === 'tournament'),
      ]);
      return { stageIds: new Set(stageIds), list: seasonTables(rule, rows) };
    });
  }

  /**
   * The season's tables a filter selects. A stage of another season is an unknown id (404); a group name the
   * stage does not have selects nothing, so the answer is an empty list (a name is text, not an id to look up).
   */
  async function selectTables(info: SeasonInfo, { stageId, groupName }: TableFilter): Promise<SeasonTable[]> {
    const { stageIds, list } = await tablesOf(info);
    if (stageId !== undefined && !stageIds.has(stageId)) throw new NotFoundError('stage');
    return list.filter(
      (t) => (stageId === undefined || t.stageId === stageId) && (groupName === undefined || t.groupName === groupName),
    );
  }

  const filterKey = ({ stageId, groupName }: TableFilter): string =>
    JSON.stringify([stageId ?? null, groupName ?? null]);

  function ranking(info: SeasonInfo, filter: TableFilter): Promise<StandingsGroup[]> {
    return rankings(info.seasonId, filterKey(filter), async () => {
      // A third place means something across all the groups of its stage (the best thirds go through).
      const all = (await tablesOf(info)).list;
      const groupsOf = (stageId: number) => all.filter((t) => t.stageId === stageId && t.groupName !== null);
      return (await selectTables(info, filter)).map((table) =>
        standingsView(info.competitionId, table, thirdsMark(groupsOf(table.stageId))),
      );
    });
  }

  function homeAway(info: SeasonInfo, filter: TableFilter): Promise<HomeAwayStat[]> {
    return homeAways(info.seasonId, filterKey(filter), async () =>
      (await selectTables(info, filter)).flatMap(homeAwayView),
    );
  }

  function playerRanking(info: SeasonInfo, order: FootballRankingStat): Promise<PlayerRankingRow[]> {
    return playerRankings(info.seasonId, order, async () => {
      const fromLineups = LINEUP_STAT_OF[order];
      if (fromLineups) {
        const played = await findLineupTotals(db, info.seasonId);
        return rankingView(played.map((row) => ({ ...row, value: row[fromLineups] })));
      }
      const stat = EVENT_STAT_OF[order];
      return stat ? rankingView(await findPlayerTotals(db, info.seasonId, stat)) : [];
    });
  }

  async function leaders(info: SeasonInfo, teamId: number): Promise<TeamLeaders> {
    return teamLeaders(info.seasonId, String(teamId), async () => {
      if (!(await footballTeamExists(db, teamId))) throw new NotFoundError('team');
      const fromEvents = async (stat: EventStat) => findPlayerTotals(db, info.seasonId, stat, { teamId });
      // one read of the team's sheets serves its minutes', shots' and saves' leaders
      const lined = findLineupTotals(db, info.seasonId, { teamId });
      const found = await Promise.all(
        LEADER_STATS.map(async (stat) => {
          const fromLineups = LINEUP_STAT_OF[stat];
          const totals = fromLineups
            ? (await lined).map((row) => ({ ...row, value: row[fromLineups] }))
            : await fromEvents(EVENT_STAT_OF[stat] as EventStat);
          return leaderOf(stat, totals);
        }),
      );
      return { teamId, seasonId: info.seasonId, leaders: found.filter((leader) => leader !== null) };
    });
  }

  return {
    /** World Cup / Euro group tables of an edition (the current one when seasonId is absent). */
    tournamentRanking: async (competitionId: number, input: TableFilter & { seasonId?: number }) =>
      ranking(await edition(competitionId, input.seasonId), input),
    tournamentHomeAway: async (competitionId: number, input: TableFilter & { seasonId?: number }) =>
      homeAway(await edition(competitionId, input.seasonId), input),
    tournamentPlayerRanking: async (competitionId: number, input: { seasonId?: number; order: FootballRankingStat }) =>
      playerRanking(await edition(competitionId, input.seasonId), input.order),
    tournamentTeamLeaders: async (competitionId: number, input: { seasonId: number; teamId: number }) =>
      leaders(await edition(competitionId, input.seasonId), input.teamId),

    /** Five leagues: the season id names the league. */
    leagueRanking: async (input: TableFilter & { seasonId: number }) => ranking(await season(input.seasonId), input),
    leagueHomeAway: async (input: TableFilter & { seasonId: number }) => homeAway(await season(input.seasonId), input),
    leaguePlayerRanking: async (input: { seasonId: number; order: FootballRankingStat }) =>
      playerRanking(await season(input.seasonId), input.order),
    leagueTeamLeaders: async (input: { seasonId: number; teamId: number }) =>
      leaders(await season(input.seasonId), input.teamId),

    playerBasic: (playerId: number): Promise<PlayerDetail> =>
      playerDetails(String(playerId), async () => {
        const row = await findFootballPlayer(db, playerId);
        if (!row) throw new NotFoundError('player');
        return playerDetailView(row);
      }),

    async playerSeasonStat(input: { seasonId: number; playerId: number }): Promise<PlayerSeasonStat> {
      const info = await season(input.seasonId);
      return seasonStats(info.seasonId, String(input.playerId), async () => {
        if (!(await findFootballPlayer(db, input.playerId))) throw new NotFoundError('player');
        const total = async (stat: EventStat) =>
          (await findPlayerTotals(db, info.seasonId, stat, { playerId: input.playerId }))[0]?.value ?? 0;
        const [recorded, goals, assists, yellowCards, redCards, [played]] = await Promise.all([
          recordedStats(info.seasonId, '', () => findRecordedStats(db, info.seasonId)),
          total('goals'),
          total('assists'),
          total('yellowCards'),
          total('redCards'),
          findLineupTotals(db, info.seasonId, { playerId: input.playerId }),
        ]);
        const lined = (value: number | undefined) => (recorded.lineups ? (value ?? 0) : null);
        return {
          playerId: input.playerId,
          seasonId: info.seasonId,
          competitionName: info.competitionName,
          // Appearances, minutes, shots and saves are the simulated matches' sheets (a record holds none: a season
          // of records alone says null, where a 0 would read as a real figure).
          appearances: lined(played?.appearances),
          starts: lined(played?.starts),
          minutes_played: lined(played?.minutes),
          // A season whose events name no scorer, credit no assist or show no card anywhere comes from a source
          // that records none of it (a real season's results): its 0 would be made up, so it is unknown too.
          goals: recorded.goals ? goals : null,
          assists: recorded.assists ? assists : null,
          shots: lined(played?.shots),
          shots_on_target: lined(played?.shotsOnTarget),
          saves: lined(played?.saves),
          yellowCards: recorded.cards ? yellowCards : null,
          redCards: recorded.cards ? redCards : null,
        };
      });
    },

    /** Stops listening to the bus (the app is closing). */
    close: (): void => {
      perSeason.close();
    },
  };
}
