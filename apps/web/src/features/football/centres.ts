import './texts';
import {
  CompetitionId,
  FIVE_LEAGUE_IDS,
  FIVE_LEAGUE_NAMES,
  dropEmptyCompetitionTypes,
  euroRoutes,
  filterFiveLeagueDates,
  fiveLeaguesRoutes,
  keepKnownCompetitionTypes,
  worldCupRoutes,
  type CompetitionTypeSeasons,
  type FootballRankingStat,
  type HomeAwayStat,
  type KnockoutRound,
  type Lineup,
  type Match,
  type MatchDateItem,
  type PlayerRankingRow,
  type RouteDef,
  type StandingsGroup,
  type TeamLeaders,
} from '@sport/contract';
import { request } from '../../lib/http';

/**
 * The one football centre, configured per competition (issue 13: the World Cup, the Euro and the five
 * leagues share everything but these settings). Every call takes the season the page shows: the
 * switcher's choice, or the current edition/season the editions/seasons call names.
 */
export type CentreKey = 'world-cup' | 'euro-cup' | 'five-leagues';

/** A contract call as the centre makes it: the route (its path keys the cache) and how to call it. */
export interface CentreCall<I, O> {
  readonly def: RouteDef;
  readonly run: (input: I, signal?: AbortSignal) => Promise<O>;
}

export interface SeasonInput {
  seasonId: number;
}
export interface DayInput extends SeasonInput {
  matchDate: number;
}
export interface PlayerRankingInput extends SeasonInput {
  order: FootballRankingStat;
}
/** The league whose seasons to list (five leagues); the World Cup and Euro editions need none. */
export interface SeasonsInput {
  leagueId: number | null;
}

/** An entry of the edition or season switcher. */
export interface SeasonOption {
  seasonId: number;
  name: string;
  isCurrent: boolean;
  /** The kick-off from which the season's scores are the simulator's (leagues' running season), if any. */
  simulatedFrom?: number;
  /** A past season's matches its source left without a result: the first kick-off and how many (LeagueSeason). */
  unrecorded?: { from: number; count: number };
}

export interface League {
  id: number;
  name: string;
}

export interface TeamInput {
  id: number;
}
export interface TeamSeasonInput {
  teamId: number;
  seasonId: number;
}

/** What a centre's team page calls, and the contract's rule on the team's season groups (SPEC §5). */
export interface TeamPageConfig {
  /** The competition whose season the page opens on: the tournament, or the league of the address. */
  competitionId: (leagueId: number | null) => number;
  seasonGroups: (groups: readonly CompetitionTypeSeasons[]) => CompetitionTypeSeasons[];
  calls: {
    lineUp: CentreCall<TeamInput, Lineup>;
    seasonList: CentreCall<TeamInput, CompetitionTypeSeasons[]>;
    seasonMatch: CentreCall<TeamSeasonInput, Match[]>;
    /** Best players (five leagues) or team leaders (World Cup, Euro). */
    leaders: CentreCall<TeamSeasonInput, TeamLeaders>;
  };
}

/** Competition types the five-leagues team page knows: league (1) and cup (2), the club competitions. */
const CLUB_COMPETITION_TYPES = [1, 2] as const;

export interface CentreConfig {
  key: CentreKey;
  /** i18n key of the page title. */
  titleKey: string;
  /** 'edition' (World Cup, Euro) or 'season' (a league's): the switcher's label and its call. */
  seasonKind: 'edition' | 'season';
  /** Leagues of the league switcher (five leagues); empty for a tournament. */
  leagues: readonly League[];
  /** SPEC §4: the World Cup and Euro show the video schedule strip on top. */
  videoSchedule: boolean;
  /** Days a centre may show (SPEC §5: five leagues only after 2024-08-01). */
  filterDates: (dates: readonly MatchDateItem[]) => MatchDateItem[];
  /** Team page path of a team in this centre (H2's routes). */
  teamPath: (teamId: number, leagueId: number | null) => string;
  /** Player page path, where the centre has player pages (five leagues). */
  playerPath: ((playerId: number, leagueId: number | null) => string) | null;
  team: TeamPageConfig;
  calls: {
    seasons: CentreCall<SeasonsInput, SeasonOption[]>;
    matchDates: CentreCall<SeasonInput, MatchDateItem[]>;
    list: CentreCall<DayInput, Match[]>;
    ranking: CentreCall<SeasonInput, StandingsGroup[]>;
    playerRanking: CentreCall<PlayerRankingInput, PlayerRankingRow[]>;
    /** Home/away tables (Euro, five leagues). */
    homeAway: CentreCall<SeasonInput, HomeAwayStat[]> | null;
    /** Knockout bracket (World Cup, Euro). */
    knockout: CentreCall<SeasonInput, KnockoutRound[]> | null;
  };
}

const call = <I, O>(def: RouteDef, run: (input: I, signal?: AbortSignal) => Promise<O>): CentreCall<I, O> => ({ def, run });

export const worldCupCentre: CentreConfig = {
  key: 'world-cup',
  titleKey: 'pages.worldCup',
  seasonKind: 'edition',
  leagues: [],
  videoSchedule: true,
  filterDates: (dates) => [...dates],
  teamPath: (teamId) => `/world-cup/team/${teamId}`,
  playerPath: null,
  team: {
    competitionId: () => CompetitionId.WorldCup,
    seasonGroups: (groups) => [...groups],
    calls: {
      lineUp: call(worldCupRoutes.lineUp, (input, signal) => request(worldCupRoutes.lineUp, input, { signal })),
      seasonList: call(worldCupRoutes.seasonList, (input, signal) => request(worldCupRoutes.seasonList, input, { signal })),
      seasonMatch: call(worldCupRoutes.seasonMatch, (input, signal) => request(worldCupRoutes.seasonMatch, input, { signal })),
      leaders: call(worldCupRoutes.teamLeaders, (input, signal) => request(worldCupRoutes.teamLeaders, input, { signal })),
    },
  },
  calls: {
    seasons: call(worldCupRoutes.editions, (_input, signal) => request(worldCupRoutes.editions, {}, { signal })),
    matchDates: call(worldCupRoutes.matchDate, (input, signal) => request(worldCupRoutes.matchDate, input, { signal })),
    // showAnchor: the video schedule and the live-room links need the anchors.
    list: call(worldCupRoutes.list, (input, signal) => request(worldCupRoutes.list, { ...input, showAnchor: 1 }, { signal })),
    ranking: call(worldCupRoutes.ranking, (input, signal) => request(worldCupRoutes.ranking, input, { signal })),
    playerRanking: call(worldCupRoutes.playerRanking, (input, signal) => request(worldCupRoutes.playerRanking, input, { signal })),
    homeAway: null,
    knockout: call(worldCupRoutes.knockout, (input, signal) => request(worldCupRoutes.knockout, input, { signal })),
  },
};

export const euroCupCentre: CentreConfig = {
  key: 'euro-cup',
  titleKey: 'pages.euroCup',
  seasonKind: 'edition',
  leagues: [],
  videoSchedule: true,
  filterDates: (dates) => [...dates],
  teamPath: (teamId) => `/euro-cup/team/${teamId}`,
  playerPath: null,
  team: {
    competitionId: () => CompetitionId.Euro,
    seasonGroups: dropEmptyCompetitionTypes,
    calls: {
      lineUp: call(euroRoutes.lineUp, (input, signal) => request(euroRoutes.lineUp, input, { signal })),
      seasonList: call(euroRoutes.seasonList, (input, signal) => request(euroRoutes.seasonList, input, { signal })),
      seasonMatch: call(euroRoutes.seasonMatch, (input, signal) => request(euroRoutes.seasonMatch, input, { signal })),
      leaders: call(euroRoutes.teamLeaders, (input, signal) => request(euroRoutes.teamLeaders, input, { signal })),
    },
  },
  calls: {
    seasons: call(euroRoutes.editions, (_input, signal) => request(euroRoutes.editions, {}, { signal })),
    matchDates: call(euroRoutes.matchDate, (input, signal) => request(euroRoutes.matchDate, input, { signal })),
    list: call(euroRoutes.list, (input, signal) => request(euroRoutes.list, input, { signal })),
    ranking: call(euroRoutes.ranking, (input, signal) => request(euroRoutes.ranking, input, { signal })),
    playerRanking: call(euroRoutes.playerRanking, (input, signal) => request(euroRoutes.playerRanking, input, { signal })),
    homeAway: call(euroRoutes.homeAway, (input, signal) => request(euroRoutes.homeAway, input, { signal })),
    knockout: call(euroRoutes.knockout, (input, signal) => request(euroRoutes.knockout, input, { signal })),
  },
};

export const fiveLeaguesCentre: CentreConfig = {
  key: 'five-leagues',
  titleKey: 'pages.fiveLeagues',
  seasonKind: 'season',
  leagues: FIVE_LEAGUE_IDS.map((id) => ({ id, name: FIVE_LEAGUE_NAMES[id] })),
  videoSchedule: false,
  filterDates: filterFiveLeagueDates,
  teamPath: (teamId, leagueId) => `/five-leagues/league/${leagueId ?? CompetitionId.PremierLeague}/team/${teamId}`,
  playerPath: (playerId, leagueId) => `/five-leagues/league/${leagueId ?? CompetitionId.PremierLeague}/player/${playerId}`,
  team: {
    competitionId: (leagueId) => leagueId ?? CompetitionId.PremierLeague,
    seasonGroups: (groups) => keepKnownCompetitionTypes(groups, CLUB_COMPETITION_TYPES),
    calls: {
      lineUp: call(fiveLeaguesRoutes.teamLineUp, (input, signal) => request(fiveLeaguesRoutes.teamLineUp, input, { signal })),
      seasonList: call(fiveLeaguesRoutes.teamSeasonList, (input, signal) =>
        request(fiveLeaguesRoutes.teamSeasonList, input, { signal }),
      ),
      seasonMatch: call(fiveLeaguesRoutes.teamSeasonMatch, (input, signal) =>
        request(fiveLeaguesRoutes.teamSeasonMatch, input, { signal }),
      ),
      leaders: call(fiveLeaguesRoutes.teamBestPlayers, (input, signal) =>
        request(fiveLeaguesRoutes.teamBestPlayers, input, { signal }),
      ),
    },
  },
  calls: {
    seasons: call(fiveLeaguesRoutes.seasons, ({ leagueId }, signal) =>
      request(fiveLeaguesRoutes.seasons, { id: leagueId ?? CompetitionId.PremierLeague }, { signal }),
    ),
    matchDates: call(fiveLeaguesRoutes.matchDate, (input, signal) => request(fiveLeaguesRoutes.matchDate, input, { signal })),
    list: call(fiveLeaguesRoutes.matchList, (input, signal) => request(fiveLeaguesRoutes.matchList, input, { signal })),
    ranking: call(fiveLeaguesRoutes.ranking, (input, signal) => request(fiveLeaguesRoutes.ranking, input, { signal })),
    playerRanking: call(fiveLeaguesRoutes.playerRanking, (input, signal) => request(fiveLeaguesRoutes.playerRanking, input, { signal })),
    homeAway: call(fiveLeaguesRoutes.homeAway, (input, signal) => request(fiveLeaguesRoutes.homeAway, input, { signal })),
    knockout: null,
  },
};
