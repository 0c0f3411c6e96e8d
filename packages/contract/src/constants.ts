import { HEARTBEAT_MS } from './ws';

/** SPEC §9 business constants. */

/** Sport type ids; SPEC does not show the values between 5 and 34. */
export const SportId = { Football: 1, Basketball: 2, Tennis: 3, Baseball: 4, Golf: 5, Swimming: 34 } as const;
export type SportIdValue = (typeof SportId)[keyof typeof SportId];

export const CompetitionId = {
  WorldCup: 10810,
  Friendlies: 10632,
  Euro: 11334,
  NationsLeague: 10605,
  NationsLeague2: 10849,
  EuropeanCup: 11771,
  EuropeanCup2: 11582,
  PremierLeague: 12387,
  LaLiga: 12388,
  SerieA: 12417,
  Bundesliga: 12416,
  Ligue1: 12403,
} as const;

/** The five leagues in display order. */
export const FIVE_LEAGUE_IDS = [
  CompetitionId.PremierLeague,
  CompetitionId.LaLiga,
  CompetitionId.SerieA,
  CompetitionId.Bundesliga,
  CompetitionId.Ligue1,
] as const;
export const FIVE_LEAGUE_NAMES: Readonly<Record<(typeof FIVE_LEAGUE_IDS)[number], string>> = {
  12387: '英超',
  12388: '西甲',
  12417: '意甲',
  12416: '德甲',
  12403: '法甲',
};

/** NBA cup knockout stages: quarter-finals → semi-finals → final. */
export const NBA_CUP_STAGE_IDS = [10492, 10493, 10494] as const;

/** Banner category ids per mode. */
export const BANNER_CATEGORY_IDS = {
  oneMode: [20301, 20302, 20303, 30306],
  app: [20301, 20302, 20303, 30304, 30305, 30306],
  web: [10103, 10106, 30301, 30302, 30303, 30304, 30305, 30306],
} as const;
export const ANCHOR_BACKGROUND_CATEGORY_ID = 30306;
/** gamebet config showClient of the H5 client. */
export const GAME_ICON_SHOW_CLIENT = 3;

/** Timers (ms). */
export const TIMERS = {
  short: 3000,
  medium: 5000,
  long: 10_000,
  veryLong: 20_000,
  heartbeat: HEARTBEAT_MS,
  subscribeThrottle: 1000,
  nativeJumpDebounce: 1000,
  bookingRefreshDebounce: 1000,
  scrollRestore: 40,
  chunkLoadTimeout: 120_000,
} as const;
export const RECONNECT = { attempts: 5, delayMs: 3000 } as const;

/** Limits. */
export const CHUNK_SIZE = 8;
export const ANCHOR_DEFAULT_MOMENT_SORT = 1;
export const PROFESSOR_LIST_DEFAULTS = { page: 1, size: 8, stateSize: 10 } as const;
export const VIDEO_SCHEDULE_LIMIT = 2;
export const BETTING_LIST_PAGE_SIZE = 100;
export const PLAYER_RANKING_LIMIT = 10;

export const OddsType = { European: 1, HongKong: 2 } as const;
export const DEFAULT_COIN_CODE = 'CNY';
export const PLATFORM_ID = 'ml';

/** Sport ids of the jump games. */
export const JumpSportId = { xj: 3, bti: 29, st: 34, newSt: 164, play: 100 } as const;
/** Sites. */
export const Site = { xj: 0, bti: 1, st: 2 } as const;
/** Used when no jump game id is stored (common config's stSportJumpGame). */
export const DEFAULT_JUMP_GAME_ID = JumpSportId.st;
/** A schedule entry of this source is shown whatever the jump game (SPEC §5). */
export const ALWAYS_SHOWN_MATCH_SOURCE = JumpSportId.play;

/** Feature switches by app version (SPEC §5). */
export const MIN_APP_VERSION = { dialect: '2.3.2', privilegeAnchor: '2.5.0' } as const;

/** Local storage keys the SPEC names. */
export const STORAGE_KEYS = {
  token: 'h5-token',
  uid: 'h5-uid',
  deviceId: 'device-id',
  lastRoutePath: 'lastRoutePath',
} as const;

/** SPEC texts kept exactly. */
export const TEXTS = {
  followed: '关注成功',
  unfollowedAnchor: '取消关注主播成功',
  reported: '举报成功',
  pageUnavailable: '页面暂时无法访问，请稍后重试',
  unknownAge: '年龄未知',
  today: '今天',
} as const;
