import {
  chinaDayStart,
  CompetitionPhase,
  conferenceLabel,
  DAY_MS,
  MINUTE_MS,
  NBA_CUP_STAGE_IDS,
  NbaKind,
  topPlayers,
  type HomeAwayStat,
  type Match,
  type MatchDateItem,
  type NbaBoxScore,
  type NbaLineup,
  type NbaPlay,
  type NbaPlayerDetail,
  type NbaPlayerRankingRow,
  type NbaRankingGroup,
  type NbaRankingStat,
  type NbaTeamData,
  type NbaTeamPlayer,
} from '@sport/contract';
import type { Db } from '../../db/client';
import { basketballPlanOf } from '../../feed/nba-box-score';
import { playByPlay } from '../../feed/nba-plays/play-by-play';
import { BASKETBALL_FINISHED, DEFAULT_STRENGTH } from '../../feed/timeline';
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
  findGameCourse,
  findGameLines,
  findGameRotation,
  findNbaKickoffs,
  findNbaMatches,
  findNbaPlayer,
  findNbaSeason,
  findNbaSquad,
  findNbaStages,
  findNbaTeam,
  findNbaTeams,
  findPlayerGames,
  findPlayerTotals,
  findSeasonMatchIds,
  findTeamTotals,
} from './repository';
import { nbaStandings } from './standings';
import { addTotals, averagesOf, EMPTY_TOTALS, matchView, NO_PORTRAIT, playerView, teamView } from './views';

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

const STATS: readonly NbaRankingStat[] = ['points', 'rebounds', 'assists', 'steals', 'blocks'];
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
  const lists = cache.read<Match[]>('nba.list', { ttlMs: 10_000, tagsOf: (list) => list.map((m) => matchTag(m.matchId)) });
  const perSeason = seasonAnswers(cache, bus, NBA_TAG, (seasonId) => findSeasonMatchIds(db, seasonId));
  const days = perSeason.read<MatchDateItem[]>('nba.days', MINUTE_MS);
  const tables = perSeason.read<NbaRankingGroup[]>('nba.tables', MINUTE_MS);
  const homeAways = perSeason.read<HomeAwayStat[]>('nba.home-away', MINUTE_MS);
  const rankings = perSeason.read<NbaPlayerRankingRow[]>('nba.rankings', MINUTE_MS);
  const teamData = perSeason.read<NbaTeamData>('nba.team-data', MINUTE_MS);
  const teamPlayers = perSeason.read<NbaTeamPlayer[]>('nba.team-players', MINUTE_MS);
  const details = perSeason.read<NbaPlayerDetail>('nba.player-detail', MINUTE_MS);

  /** The given NBA season, or the current one; 404 for another competition's season or none. */
  async function season(seasonId?: number): Promise<number> {
    const id = await seasons(String(seasonId ?? ''), () => findNbaSeason(db, seasonId));
    if (id === null) throw new NotFoundError('season');
    await perSeason.watch(id);
    return id;
  }

  /**
   * A stage of the season, 404 otherwise. The contract's cup stage ids (10492–10494) are the 2024 Cup's; in
   * another season they name that season's cup stage of the same round.
   */
  async function stageOf(seasonId: number, stageId: number): Promise<number> {
    const stages = await findNbaStages(db, seasonId);
    if (stages.some((s) => s.id === stageId)) return stageId;
    const round = (NBA_CUP_STAGE_IDS as readonly number[]).indexOf(stageId);
    const cup = stages.filter((s) => s.phase === 7)[round];
    if (round < 0 || !cup) throw new NotFoundError('stage');
    return cup.id;
  }

  /** Whether the season holds any game (played or not) of a scope. */
  async function holdsGames(seasonId: number, scope: number): Promise<boolean> {
    return (await findNbaKickoffs(db, seasonId, gamesOf(scope))).length > 0;
  }

  async function team(teamId: number) {
    const row = await findNbaTeam(db, teamId);
    if (!row) throw new NotFoundError('team');
    return row;
  }

  return {
    /**
     * Days with games of a season and kind: the Finals kind the days of that season's Finals. SPEC §5's date floor
     * and Finals window are 2023-24's; each season here keeps its own days (decision record 022).
     */
    async matchDates(input: { seasonId?: number; kind?: number }): Promise<MatchDateItem[]> {
      const seasonId = await season(input.seasonId);
      return days(seasonId, String(input.kind ?? ''), async () => {
        const set = gamesOf(input.kind);
        const counts = new Map<number, number>();
        for (const at of await findNbaKickoffs(db, seasonId, set)) {
          const day = chinaDayStart(at.getTime());
          counts.set(day, (counts.get(day) ?? 0) + 1);
        }
        return [...counts].sort((a, b) => a[0] - b[0]).map(([matchDate, count]) => ({ matchDate, count }));
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
          match: games.map((g) => {
            const isHome = g.homeId === g.teamId;
            return {
              matchId: g.matchId,
              matchDate: g.kickoffAt.getTime(),
              opponentName: isHome ? g.awayName : g.homeName,
              isHome,
              teamScore: isHome ? g.homeScore : g.awayScore,
              opponentScore: isHome ? g.awayScore : g.homeScore,
              minutes: g.minutes,
              points: g.points,
              rebounds: g.rebounds,
              assists: g.assists,
              steals: g.steals,
              blocks: g.blocks,
            };
          }),
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
        const games = await findNbaMatches(db, { seasonId, ...gamesOf(scope), finished: true });
        const lines = nbaStandings(
          teams.map((t) => ({ teamId: t.id, conference: t.conference === 2 ? 2 : 1, division: t.division ?? '' })),
          games.map((g) => ({ homeId: g.homeId ?? 0, awayId: g.awayId ?? 0, homeScore: g.homeScore ?? 0, awayScore: g.awayScore ?? 0, at: g.kickoffAt.getTime() })),
        );
        const nameOf = new Map(teams.map((t) => [t.id, t.name]));
        return lines.map((conference, i) => ({
          division: i + 1,
          divisionName: conferenceLabel(i + 1),
          rankingItem: conference.map((l) => ({
            rank: l.rank,
            teamId: l.teamId,
            teamName: nameOf.get(l.teamId) ?? '',
            teamLogo: teamLogo(l.teamId),
            won: l.won,
            lost: l.lost,
            winRate: l.winRate,
            gamesBehind: l.gamesBehind,
            streak: l.streak,
            homeRecord: `${l.homeWon}-${l.homeLost}`,
            awayRecord: `${l.awayWon}-${l.awayLost}`,
            lastTen: `${l.lastTenWon}-${l.lastTenLost}`,
            conferenceRecord: `${l.conferenceWon}-${l.conferenceLost}`,
          })),
        }));
      });
      return input.division ? groups.filter((g) => g.division === input.division) : groups;
    },

    /** Top 10 players by one per-game stat. */
    async playerList(input: { scope?: number; order: NbaRankingStat; seasonId?: number }): Promise<NbaPlayerRankingRow[]> {
      const seasonId = await season(input.seasonId);
      const scope = input.scope ?? NbaKind.Regular;
      return rankings(seasonId, `${scope}:${input.order}`, async () => {
        const totals = await findPlayerTotals(db, { seasonId, ...gamesOf(scope) });
        const byPlayer = new Map<number, typeof totals>();
        for (const r of totals) byPlayer.set(r.playerId, [...(byPlayer.get(r.playerId) ?? []), r]);
        const rows = [...byPlayer.values()]
          .map((rs) => {
            // A player traded mid-season is ranked once, under his latest team (the one with the most games).
            const main = [...rs].sort((a, b) => b.games - a.games)[0] ?? rs[0];
            const value = averagesOf(addTotals(rs))[input.order];
            return main ? { playerId: main.playerId, playerName: main.playerName, playerLogo: NO_PORTRAIT, teamId: main.teamId, teamName: main.teamName, teamLogo: teamLogo(main.teamId), value } : null;
          })
          .filter((r): r is NonNullable<typeof r> => r !== null)
          .sort((a, b) => a.playerId - b.playerId);
        return topPlayers(rows);
      });
    },

    /** Home and away records of the teams; points are the points scored (basketball has no draws). None for a season without games of the scope. */
    async homeAway(input: { seasonId?: number; division?: number; scope?: number }): Promise<HomeAwayStat[]> {
      const seasonId = await season(input.seasonId);
      const scope = input.scope ?? NbaKind.Regular;
      const all = await homeAways(seasonId, String(scope), async () => {
        if (!(await holdsGames(seasonId, scope))) return [];
        const teams = await findNbaTeams(db);
        const games = await findNbaMatches(db, { seasonId, ...gamesOf(scope), finished: true });
        return teams.map((t) => {
          const at = (side: 'home' | 'away') => {
            const mine = games.filter((g) => (side === 'home' ? g.homeId : g.awayId) === t.id);
            const won = mine.filter((g) => ((g.homeScore ?? 0) > (g.awayScore ?? 0)) === (side === 'home')).length;
            const points = mine.reduce((a, g) => a + ((side === 'home' ? g.homeScore : g.awayScore) ?? 0), 0);
            return { won, loss: mine.length - won, total: mine.length, points };
          };
          const h = at('home');
          const a = at('away');
          return {
            teamId: t.id,
            teamName: t.name,
            teamLogo: teamLogo(t.id),
            groupName: conferenceLabel(t.conference ?? 1),
            homeWon: h.won,
            homeLoss: h.loss,
            homeDraw: 0,
            homeTotal: h.total,
            homePoints: h.points,
            awayWon: a.won,
            awayLoss: a.loss,
            awayDraw: 0,
            awayTotal: a.total,
            awayPoints: a.points,
          };
        });
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
        const all = (await findTeamTotals(db, { seasonId, ...set })).map((t) => ({ teamId: t.teamId, averages: averagesOf(t) }));
        const own = all.find((t) => t.teamId === input.teamId)?.averages ?? averagesOf(EMPTY_TOTALS);
        const ranks: Record<string, number> = {};
        for (const key of Object.keys(own) as (keyof typeof own)[]) {
          // Fewer turnovers rank higher; every other figure, more.
          const better = all.filter((t) => (key === 'turnovers' ? t.averages[key] < own[key] : t.averages[key] > own[key])).length;
          ranks[key] = better + 1;
        }
        const players = await findPlayerTotals(db, { seasonId, ...set, teamId: input.teamId });
        const leaders = STATS.flatMap((stat) => {
          const best = players
            .map((p) => ({ p, value: averagesOf(p)[stat] }))
            .sort((a, b) => b.value - a.value || a.p.playerId - b.p.playerId)[0];
          return best ? [{ stat, playerId: best.p.playerId, playerName: best.p.playerName, playerLogo: NO_PORTRAIT, value: best.value }] : [];
        });
        return { teamId: input.teamId, seasonId, kind, won, lost: games.length - won, averages: own, ranks, leaders };
      });
    },

    /**
     * A game's player lines by side; null when the game has none (a real game: the record gives its final score
     * alone, and no line is invented). Not cached here: the match page's answer is, dropped on the game's events.
     */
    async boxScore(game: { matchId: number; homeId: number }): Promise<NbaBoxScore | null> {
      const lines = await findGameLines(db, game.matchId);
      if (lines.length === 0) return null;
      const line = ({ teamId: _teamId, ...rest }: (typeof lines)[number]) => rest;
      return {
        home: lines.filter((l) => l.teamId === game.homeId).map(line),
        away: lines.filter((l) => l.teamId !== game.homeId).map(line),
      };
    },

    /**
     * A game's play-by-play so far; null when it has none (a real game, or one not begun). Made, like its box score's
     * lines, from the simulator's plan of the game and the players it credited (feed/nba-plays): the lines hold
     * who played, the row how far the game has gone. Not cached here, as the box score.
     */
    async plays(game: { matchId: number; homeId: number; homeName: string; awayName: string }): Promise<NbaPlay[] | null> {
      const [course, rotation] = await Promise.all([findGameCourse(db, game.matchId), findGameRotation(db, game.matchId)]);
      if (!course || course.source !== 'demo' || rotation.length === 0) return null;
      const plan = basketballPlanOf(course, { home: course.homeStrength ?? DEFAULT_STRENGTH, away: course.awayStrength ?? DEFAULT_STRENGTH });
      return playByPlay(
        { ...course, plan, finished: course.statusId === BASKETBALL_FINISHED, names: { home: game.homeName, away: game.awayName } },
        { home: rotation.filter((p) => p.teamId === game.homeId), away: rotation.filter((p) => p.teamId !== game.homeId) },
      );
    },

    /** Stops listening to the bus (the app is closing). */
    close: (): void => {
      perSeason.close();
    },
  };
}
