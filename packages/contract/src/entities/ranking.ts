import { Type, type Static } from 'typebox';
import { JumpSportId } from '../constants';
import { BET_RESULTS } from '../enums/bet-result';
import { EpochMs, Id, Int, Nullable } from '../schema-kit';

export const BetResultSchema = Type.Enum(BET_RESULTS);

/** One leg of a bet. SPEC's client parses betInfo from a JSON string; our server sends it parsed. */
export const BetInfo = Type.Object({
  matchId: Type.Integer(),
  sportId: Type.Integer(),
  leagueName: Type.String(),
  homeName: Type.String(),
  awayName: Type.String(),
  matchDate: EpochMs(),
  /** True when the record gave only the match's day: matchDate is a slot the league plays (rules/date-labels.ts kickoffClock). */
  kickoffTimeTbd: Type.Optional(Type.Boolean()),
  /** The market, e.g. '让球', '大小球'. */
  playName: Type.String(),
  /** The chosen option, e.g. '主队 -0.5'. */
  option: Type.String(),
  odds: Type.Number(),
  result: BetResultSchema,
});
export type BetInfo = Static<typeof BetInfo>;

export const UserTitle = Type.Object({
  id: Id(),
  title: Type.String(),
  /** A file id; empty for none. */
  icon: Type.String(),
  level: Type.Integer(),
});
export type UserTitle = Static<typeof UserTitle>;

/** A user on a ranking board; `value` is the red-order count, profit, follow count or popularity. */
export const RankingUser = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  userId: Id(),
  nickName: Type.String(),
  headUrl: Type.String(),
  value: Type.Number(),
  /** Hit rate 0..1 over the period. */
  winRate: Type.Number(),
  title: Nullable(UserTitle),
  /** Settled bets of the period (draws and cancels not counted) and how many of them hit (win or half-win). */
  betCount: Type.Integer({ minimum: 0 }),
  hitCount: Type.Integer({ minimum: 0 }),
});
export type RankingUser = Static<typeof RankingUser>;

/** A shared betting report; like and dislike default to 0. */
export const BettingReport = Type.Object({
  id: Id(),
  userId: Id(),
  nickName: Type.String(),
  headUrl: Type.String(),
  betInfo: Type.Array(BetInfo),
  amount: Type.Integer(),
  winAmount: Type.Integer(),
  like: Type.Integer({ minimum: 0, default: 0 }),
  dislike: Type.Integer({ minimum: 0, default: 0 }),
  /** How often the slip was viewed on its platform; likes and views make the popularity board. */
  views: Type.Integer({ minimum: 0 }),
  /** The slip's result so far (SPEC §4 states). */
  result: BetResultSchema,
  /** The caller's own vote: 1 like, -1 dislike, 0 none (always 0 for visitors). */
  myVote: Type.Integer({ minimum: -1, maximum: 1 }),
  createDate: EpochMs(),
});
export type BettingReport = Static<typeof BettingReport>;

/**
 * One period of one board (SPEC §3 rankingDateList), new or historical. Periods are weeks in China time,
 * Monday 00:00 to the next Monday 00:00 (`endDate` exclusive). A bet counts in the period in which it settled.
 * The board's rows are split in two: `redRankingList` holds the first three rows (the podium), and
 * `winRankingList.list` the rows after them, up to the tab's `size` rows in all (or RANKING_MORE_SIZE when the
 * call asked `showMore`). Tied users share a rank (1, 2, 2, 4). Users who hide themselves are absent.
 */
export const RankingDate = Type.Object({
  startDate: EpochMs(),
  endDate: EpochMs(),
  /** The caller chose to hide themself from the boards (ranking/switch); false for visitors. */
  hidden: Type.Boolean(),
  redRankingList: Type.Array(RankingUser),
  /** `showMore`: more ranked rows exist than this answer holds (ask again with showMore: 1). */
  winRankingList: Type.Object({ list: Type.Array(RankingUser), showMore: Type.Boolean() }),
  /** The period's most popular betting reports (likes + views), at most RANKING_REPORT_SIZE. */
  bettingReportList: Type.Array(BettingReport),
  /** Bets placed in the period that copied another user's bet (the follow-order figure). */
  followBetCount: Type.Integer({ minimum: 0 }),
  /** The caller's own row on this board; null for visitors, hidden callers and callers not ranked. */
  myRanking: Nullable(RankingUser),
});
export type RankingDate = Static<typeof RankingDate>;

/**
 * ranking/list answers the one period asked for (the recent one by default): in `rankingDateList` when it is
 * the recent, still open period, in `historyRankingDateList` when it is a closed one; the other list is empty.
 */
export const RankingDateLists = Type.Object({
  rankingDateList: Type.Array(RankingDate),
  historyRankingDateList: Type.Array(RankingDate),
});
export type RankingDateLists = Static<typeof RankingDateLists>;

/** One ranking tab (SPEC §3 rankingConfigList). */
export const RankingConfig = Type.Object({
  /** Ranking kind, the badge kinds 1 red, 2 gain, 3 pop, 4 attention (enums/host.ts BadgeKind). */
  type: Type.Integer({ minimum: 1, maximum: 4 }),
  /** Tab title. */
  text: Type.String(),
  /** Rows shown before "show more". */
  size: Type.Integer({ minimum: 1 }),
  /** Game platforms whose bets count, e.g. ['xj', 'bti', 'st']. */
  gamePlatforms: Type.Array(Type.String()),
  /** The recent (open) period first, then the closed ones, newest first (RANKING_HISTORY_PERIODS of them at most). */
  rankingDateList: Type.Array(Type.Object({ startDate: EpochMs(), endDate: EpochMs() })),
});
export type RankingConfig = Static<typeof RankingConfig>;

/** One bet of a user (data/betting/list); betInfos parsed (SPEC §3). Amounts are whole yuan. */
export const UserBetting = Type.Object({
  orderId: Type.String(),
  /** The game platform it was placed on (BET_PLATFORMS). */
  platform: Type.String(),
  /** The slip's decimal odds (the product of its legs'). */
  odds: Type.Number(),
  betTime: EpochMs(),
  amount: Type.Integer(),
  winAmount: Type.Integer(),
  result: BetResultSchema,
  betInfos: Type.Array(BetInfo),
});
export type UserBetting = Static<typeof UserBetting>;

/** SPEC §3 userBettingList: list, cursor, pageNum, pageSize, total, plus the user's title. */
export const UserBettingList = Type.Object({
  list: Type.Array(UserBetting),
  /** Opaque cursor of the next page; null on the last one. */
  cursor: Nullable(Type.String()),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  userTitle: Nullable(UserTitle),
  /** Whose bets these are: the rank-user page's header (ours: SPEC names only userTitle). */
  user: Type.Object({ userId: Id(), nickName: Type.String(), headUrl: Type.String() }),
  /** Their all-time record over settled bets (draws and cancels not counted): what userTitle is earned by. */
  record: Type.Object({
    betCount: Type.Integer({ minimum: 0 }),
    hitCount: Type.Integer({ minimum: 0 }),
    /** Net profit in whole yuan. */
    profit: Type.Integer(),
  }),
  /** Their shared betting reports, newest first, at most RANKING_REPORT_SIZE; on the first page only (empty after). */
  reports: Type.Array(BettingReport),
});
export type UserBettingList = Static<typeof UserBettingList>;

export const ReportVotes = Type.Object({
  reportId: Id(),
  like: Type.Integer({ minimum: 0 }),
  dislike: Type.Integer({ minimum: 0 }),
  myVote: Type.Integer({ minimum: -1, maximum: 1 }),
});
export type ReportVotes = Static<typeof ReportVotes>;

// ---- the boards' sizes (ours: SPEC names the fields, not the numbers) ----------------------------

/** Rows a tab shows before "show more" (the podium's three included). */
export const RANKING_SIZE = 10;
/** Rows a tab shows after "show more". */
export const RANKING_MORE_SIZE = 50;
/** Betting reports a period lists. */
export const RANKING_REPORT_SIZE = 10;
/** Closed periods kept listed besides the recent one. */
export const RANKING_HISTORY_PERIODS = 8;
/** Settled bets (draws and cancels not counted) a user needs in a period to be on the red-order board. */
export const RED_ORDER_MIN_BETS = 5;

// ---- bet ingest from the game platforms (ours: POST /admin/ingest/bets) -----------------------------

/** The game platforms of SPEC §9 whose users' bets come in. */
export const BET_PLATFORMS = ['xj', 'bti', 'st', 'new-st'] as const;
export type BetPlatform = (typeof BET_PLATFORMS)[number];
/** Each platform's game id (SPEC §9 jump ids): the gamebet config's icon and name of the platform carry it. */
export const BET_PLATFORM_GAME_IDS: Readonly<Record<BetPlatform, number>> = {
  xj: JumpSportId.xj,
  bti: JumpSportId.bti,
  st: JumpSportId.st,
  'new-st': JumpSportId.newSt,
};
/**
 * The platforms' names as users know them (SPEC §9 gives only the codes): the demo's game icons carry them, and a bet
 * record shows one where the gamebet config has no entry for its platform, never a code like XJ or NEW-ST.
 */
export const BET_PLATFORM_NAMES: Record<BetPlatform, string> = {
  xj: '星级体育',
  bti: '博天体育',
  st: '盛泰体育',
  'new-st': '新盛泰体育',
};
/** A platform's name; a code outside BET_PLATFORMS (a platform added later) shows as it came, upper-cased. */
export const betPlatformName = (code: string): string =>
  (BET_PLATFORMS as readonly string[]).includes(code) ? BET_PLATFORM_NAMES[code as BetPlatform] : code.toUpperCase();
/** The header carrying the platform's own ingest key (INGEST_KEYS on the server). */
export const INGEST_KEY_HEADER = 'x-platform-key';
/** Bets one ingest call may carry. */
export const INGEST_MAX_BETS = 1000;

/**
 * Lines and odds travel as decimal text, as platforms send them (request numbers are integers everywhere,
 * issue 12 §1.3): a line in quarters ('-0.75', '+2.5', '210.5'), odds with up to three decimals ('1.85').
 */
const SignedQuarterLine = () => Type.String({ maxLength: 8, pattern: '^[+-]?\\d{1,3}(\\.(0|00|25|5|50|75))?$' });
const QuarterLine = () => Type.String({ maxLength: 8, pattern: '^\\d{1,3}(\\.(0|00|25|5|50|75))?$' });
/** Decimal odds; the server also refuses anything outside MIN_ODDS..MAX_LEG_ODDS. */
export const ODDS_PATTERN = '^\\d{1,4}(\\.\\d{1,3})?$';
/**
 * What the platforms' books can produce, so a bet we ingest cannot put an impossible figure on the boards
 * (ten legs at 9999.999 would "win" 9.99e46): a leg's odds within MIN_ODDS..MAX_LEG_ODDS, a slip's (the
 * product of its legs') at most MAX_SLIP_ODDS, a stake at most MAX_STAKE yuan and what the slip can pay
 * (stake × odds) at most MAX_BET_PAYOUT yuan, the platforms' largest single payout.
 */
export const MIN_ODDS = 1.01;
export const MAX_LEG_ODDS = 1000;
export const MAX_SLIP_ODDS = 100_000;
export const MAX_STAKE = 1_000_000;
export const MAX_BET_PAYOUT = 10_000_000;

/**
 * What a leg picks. `handicap.line` is the HOME side's handicap (−0.75, +0.25, −5.5…); quarter lines split the
 * stake. Football settles on the score after regular time, basketball on the final score with overtime.
 */
export const BetSelection = Type.Union([
  Type.Object({
    play: Type.Literal('result'),
    pick: Type.Union([Type.Literal('home'), Type.Literal('draw'), Type.Literal('away')]),
  }),
  Type.Object({
    play: Type.Literal('handicap'),
    pick: Type.Union([Type.Literal('home'), Type.Literal('away')]),
    line: SignedQuarterLine(),
  }),
  Type.Object({
    play: Type.Literal('total'),
    pick: Type.Union([Type.Literal('over'), Type.Literal('under')]),
    line: QuarterLine(),
  }),
]);
export type BetSelection = Static<typeof BetSelection>;

export const IngestBetLeg = Type.Object({
  /** One of our matches (football or basketball). */
  matchId: Id(),
  selection: BetSelection,
  /** Decimal odds of the leg, MIN_ODDS to MAX_LEG_ODDS. */
  odds: Type.String({ maxLength: 8, pattern: ODDS_PATTERN }),
  /** The platform's result of the leg, when it settled it; else we settle it when the match finishes. */
  result: Type.Optional(BetResultSchema),
});
export type IngestBetLeg = Static<typeof IngestBetLeg>;

export const IngestBet = Type.Object({
  /** The platform's own id of the bet: with the platform, what makes a resend update instead of duplicate. */
  betId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
  /** Our user who placed it. */
  userId: Id(),
  /** Whole yuan. */
  stake: Int({ minimum: 1, maximum: MAX_STAKE }),
  placedAt: EpochMs(),
  legs: Type.Array(IngestBetLeg, { minItems: 1, maxItems: 10 }),
  /** The platform's result of the whole slip (SPEC §4 states); absent or confirm/waiting: not settled yet. */
  result: Type.Optional(BetResultSchema),
  /** The platform bet id of another user's bet this one copied (follow-order). */
  copiedFrom: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' })),
  /** Present when the user shared the slip as a betting report: how often it was viewed so far. */
  report: Type.Optional(Type.Object({ views: Int({ minimum: 0 }) })),
});
export type IngestBet = Static<typeof IngestBet>;

export const IngestBetsBody = Type.Object({
  platform: Type.Enum(BET_PLATFORMS),
  bets: Type.Array(IngestBet, { minItems: 1, maxItems: INGEST_MAX_BETS }),
});
export type IngestBetsBody = Static<typeof IngestBetsBody>;

export const IngestBetsResult = Type.Object({
  received: Type.Integer({ minimum: 0 }),
  /** New bets. */
  created: Type.Integer({ minimum: 0 }),
  /** Known bets whose result, legs or report changed (a late settlement). */
  updated: Type.Integer({ minimum: 0 }),
  /** Known bets sent again as they were. */
  unchanged: Type.Integer({ minimum: 0 }),
});
export type IngestBetsResult = Static<typeof IngestBetsResult>;
