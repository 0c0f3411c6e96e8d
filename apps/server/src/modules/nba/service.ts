import {
  chinaDayStart,
  CompetitionPhase,
  conferenceLabel,
  DAY_MS,
  MINUTE_MS,
  NBA_SEASON_IDS,
  NbaKind,
  nbaSeasonLabel,
  type HomeAwayStat,
  type Match,
  type MatchDateItem,
  type NbaLineup,
  type NbaPlayerDetail,
  type NbaPlayerRankingRow,
  type NbaRankingGroup,
  type NbaRankingStat,
  type NbaSeasonItem,
  type NbaTeamData,
  type NbaTeamPlayer,
} from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { systemClock, type Clock } from '../../lib/clock';
import { matchTag } from '../../lib/answer-tags';
import { NotFoundError } from '../../lib/domain-errors';
import { teamLogo } from '../../lib/match-view';
import { seasonAnswers } from '../../lib/season-answers';
import type { Bus } from '../../realtime/bus';
import type { FootballService } from '../football/service';
import { gamesOf } from './kinds';
import { cupGroupStandings } from './cup-groups';
import {
  findNbaKickoffs,
  findNbaMatches,
  findNbaPlayer,
  findNbaSimulatedFrom,
  findNbaSquad,
  findNbaStages,
  findNbaTeams,
  findPlayerGames,
  findPlayerTotals,
  findSeasonMatchIds,
  findTeamTotals,
} from './repository';
import { createGameSheet } from './game-sheet';
import { seasonScope } from './season-scope';
import { conferenceTables, gameLog, homeAwayRows, matchDays, playerRanking, teamFigures } from './table-views';
import { addTotals, averagesOf, matchView, playerView, teamView } from './views';

export interface NbaServiceOptions {
  db: Db;
  /** The simulator and the feeds publish `match.<id>` when a game moves; the answers holding it drop then. */
  bus: Bus;
  /** The server's answer cache (`app.cache`). */
  cache: AnswerCache;
  /** Anchors over the lists come from the same source as the football centres' (016). */
  football: Pick<FootballService, 'withAnchors'>;
  clock?: Clock;
}

export type NbaService = ReturnType<typeof createNbaService>;

/** Every NBA answer's tag besides its own: an event naming no match drops them all. */
const NBA_TAG = 'nba';

/** Games in a player's log on player/detail. */
const LOG_LENGTH = 20;

/**
 * The NBA centre's reads over the match tables (read-only, 018) and its own box scores. Lists are dropped per
 * match, tables and statistics per season, on `match.<id>`; a TTL bounds staleness if an event was missed.
 */
export function createNbaService({ db, bus, cache, football, clock = systemClock }: NbaServiceOptions) {
  // one cache for the server (decision 034): lists drop by their matches' tags (the cache plugin hears the
  // `match.<id>` events), the season's tables and statistics by the season's tag (seasonAnswers)
  const seasons = cache.read<number | null>('nba.season', { ttlMs: MINUTE_MS });
  // which seasons the simulator plays changes only when a world is seeded (every node drops its answers then)
  const seasonLists = cache.read<NbaSeasonItem[]>('nba.season-list', { ttlMs: MINUTE_MS });
  const lists = cache.read<Match[]>('nba.list', { ttlMs: 10_000, tagsOf: (list) => list.map((m) => matchTag(m.matchId)) });
  const perSeason = seasonAnswers(cache, bus, NBA_TAG, (seasonId) => findSeasonMatchIds(db, seasonId));
  const days = perSeason.read<MatchDateItem[]>('nba.days', MINUTE_MS);
  const tables = perSeason.read<NbaRankingGroup[]>('nba.tables', MINUTE_MS);
  const homeAways = perSeason.read<HomeAwayStat[]>('nba.home-away', MINUTE_MS);
  const rankings = perSeason.read<NbaPlayerRankingRow[]>('nba.rankings', MINUTE_MS);
  const teamData = perSeason.read<NbaTeamData>('nba.team-data', MINUTE_MS);
  const teamPlayers = perSeason.read<NbaTeamPlayer[]>('nba.team-players', MINUTE_MS);
  const details = perSeason.read<NbaPlayerDetail>('nba.player-detail', MINUTE_MS);

  const { season, stageOf, holdsGames, team } = seasonScope(db, seasons, perSeason);

  return {
    /** SPEC §4's seasons, newest first, each saying from which day its scores are simulated (if they are). */
    seasonList: (): Promise<NbaSeasonItem[]> =>
      seasonLists('all', async () => {
        const simulated = await findNbaSimulatedFrom(db);
        return [...NBA_SEASON_IDS].reverse().map((seasonId) => {
          const from = simulated.get(seasonId);
          return { seasonId, name: nbaSeasonLabel(seasonId), ...(from ? { simulatedFrom: from.getTime() } : {}) };
        });
      }),

    /**
     * Days with games of a season and kind: the Finals kind the days of that season's Finals. SPEC §5's date floor
     * and Finals window are 2023-24's; each season here keeps its own days (decision record 022).
     */
    async matchDates(input: { seasonId?: number; kind?: number }): Promise<MatchDateItem[]> {
      const seasonId = await season(input.seasonId);
      return days(seasonId, String(input.kind ?? ''), async () => {
        return matchDays(await findNbaKickoffs(db, seasonId, gamesOf(input.kind)));
      });
    },

    /**
     * A day's games (China time) of a kind, or a stage's. Without a day, a knockout kind (playoffs, Finals, cup)
     * lists all its games, for the brackets and their series scores; the regular season lists today's.
     */
    async list(input: { matchDate?: number; kind?: number; stageId?: number; seasonId?: number }, userId: number | null): Promise<Match[]> {
      const seasonId = await season(input.seasonId);
      const stageId = input.stageId === undefined ? undefined : await stageOf(seasonId, input.stageId);
      const wholeKind = input.kind !== undefined && input.kind !== NbaKind.Regular && gamesOf(input.kind).kinds.length > 0;
      const dayOf = input.matchDate ?? (stageId === undefined && !wholeKind ? clock() : undefined);
      const day = dayOf === undefined ? undefined : chinaDayStart(dayOf);
      // The playoffs kind holds the Finals (SPEC's clients send the Finals as playoffs); the Finals kind is the Finals alone.
      const set = gamesOf(stageId === undefined ? input.kind : undefined);
      const key = `${seasonId}:${day ?? ''}:${stageId ?? ''}:${set.kinds.join(',')}:${set.phase ?? ''}`;
      const list = await lists(
        key,
        async () =>
          (
            await findNbaMatches(db, {
              seasonId,
              ...set,
              ...(day === undefined ? {} : { from: new Date(day), to: new Date(day + DAY_MS) }),
              ...(stageId === undefined ? {} : { stageId }),
            })
          ).map(matchView),
      );
      return football.withAnchors(list, userId);
    },

    async lineUp(teamId: number): Promise<NbaLineup> {
      const row = await team(teamId);
      return { team: teamView(row), players: (await findNbaSquad(db, teamId)).map(playerView) };
    },

    /** A team's games of a season and kind (the Finals kind: its Finals games alone), soonest first. */
    async teamMatches(input: { teamId: number; kind?: number; seasonId?: number }): Promise<Match[]> {
      await team(input.teamId);
      const seasonId = await season(input.seasonId);
      const set = gamesOf(input.kind);
      return lists(
        `team:${input.teamId}:${seasonId}:${set.kinds.join(',')}:${set.phase ?? ''}`,
        async () => (await findNbaMatches(db, { seasonId, ...set, teamId: input.teamId })).map(matchView),
      );
    },

    /** A team's squad with their averages of a season and kind (the current regular season by default). */
    async teamPlayers(input: { teamId: number; seasonId?: number; kind?: number }): Promise<NbaTeamPlayer[]> {
      const { teamId } = input;
      await team(teamId);
      const seasonId = await season(input.seasonId);
      const kind = input.kind ?? NbaKind.Regular;
      return teamPlayers(seasonId, `${teamId}:${kind}`, async () => {
        const totals = await findPlayerTotals(db, { seasonId, ...gamesOf(kind), teamId });
        return (await findNbaSquad(db, teamId)).map((p) => {
          const t = addTotals(totals.filter((r) => r.playerId === p.id));
          return { player: playerView(p), games: t.games, averages: averagesOf(t) };
        });
      });
    },

    /** A player's profile, and his averages and latest games of a season and kind (the current regular season by default). */
    async playerDetail(input: { id: number; seasonId?: number; kind?: number }): Promise<NbaPlayerDetail> {
      const playerId = input.id;
      const row = await findNbaPlayer(db, playerId);
      if (!row) throw new NotFoundError('player');
      const seasonId = await season(input.seasonId);
      const kind = input.kind ?? NbaKind.Regular;
      return details(seasonId, `${playerId}:${kind}`, async () => {
        const filter = { seasonId, ...gamesOf(kind), playerId };
        const totals = addTotals(await findPlayerTotals(db, filter));
        const games = await findPlayerGames(db, filter, LOG_LENGTH);
        return {
          info: { ...playerView(row), teamId: row.teamId, teamName: row.teamName, teamLogo: teamLogo(row.teamId), averages: averagesOf(totals) },
          match: gameLog(games),
        };
      });
    },

    /**
     * Conference standings (东部排名, 西部排名) over the finished games of a scope; division 1/2 keeps one. A season
     * that holds no game of the scope has no standings (a past season's regular season is not shipped, decision
     * record 027): an empty answer, never a table of teams at 0-0.
     */
    async ranking(input: { scope?: number; division?: number; seasonId?: number }): Promise<NbaRankingGroup[]> {
      const seasonId = await season(input.seasonId);
      const scope = input.scope ?? NbaKind.Regular;
      const groups = await tables(seasonId, String(scope), async () => {
        if (!(await holdsGames(seasonId, scope))) return [];
        const teams = await findNbaTeams(db);
        if (scope === CompetitionPhase.TeamCup) {
          const stages = await findNbaStages(db, seasonId);
          const games = await findNbaMatches(db, { seasonId, ...gamesOf(scope) });
          return cupGroupStandings(stages.find((s) => s.phase === scope)?.groupNames ?? [], games, teams);
        }
        return conferenceTables(teams, await findNbaMatches(db, { seasonId, ...gamesOf(scope), finished: true }));
      });
      return input.division ? groups.filter((g) => g.division === input.division) : groups;
    },

    /** Top 10 players by one per-game stat. */
    async playerList(input: { scope?: number; order: NbaRankingStat; seasonId?: number }): Promise<NbaPlayerRankingRow[]> {
      const seasonId = await season(input.seasonId);
      const scope = input.scope ?? NbaKind.Regular;
      return rankings(seasonId, `${scope}:${input.order}`, async () => {
        return playerRanking(await findPlayerTotals(db, { seasonId, ...gamesOf(scope) }), input.order);
      });
    },

    /** Home and away records of the teams; points are the points scored (basketball has no draws). None for a season without games of the scope. */
    async homeAway(input: { seasonId?: number; division?: number; scope?: number }): Promise<HomeAwayStat[]> {
      const seasonId = await season(input.seasonId);
      const scope = input.scope ?? NbaKind.Regular;
      const all = await homeAways(seasonId, String(scope), async () => {
        if (!(await holdsGames(seasonId, scope))) return [];
        const teams = await findNbaTeams(db);
        return homeAwayRows(teams, await findNbaMatches(db, { seasonId, ...gamesOf(scope), finished: true }));
      });
      if (!input.division) return all;
      const label = conferenceLabel(input.division);
      return all.filter((r) => r.groupName === label);
    },

    /** A team's record, per-game figures with their rank among the teams, and its leaders. */
    async teamData(input: { teamId: number; kind?: number; seasonId?: number }): Promise<NbaTeamData> {
      await team(input.teamId);
      const seasonId = await season(input.seasonId);
      const kind = input.kind ?? NbaKind.Regular;
      return teamData(seasonId, `${input.teamId}:${kind}`, async () => {
        const set = gamesOf(kind);
        const games = await findNbaMatches(db, { seasonId, ...set, teamId: input.teamId, finished: true });
        const won = games.filter((g) => ((g.homeScore ?? 0) > (g.awayScore ?? 0)) === (g.homeId === input.teamId)).length;
        const [teams, players] = await Promise.all([findTeamTotals(db, { seasonId, ...set }), findPlayerTotals(db, { seasonId, ...set, teamId: input.teamId })]);
        return { teamId: input.teamId, seasonId, kind, won, lost: games.length - won, ...teamFigures(input.teamId, teams, players) };
      });
    },

    ...createGameSheet(db),

    /** Stops listening to the bus (the app is closing). */
    close: (): void => {
      perSeason.close();
    },
  };
}
