import { Type, type Static } from 'typebox';
import { BET_RESULTS } from '../enums/bet-result';
import { EpochMs, Id, Nullable } from '../schema-kit';

export const BetResultSchema = Type.Union(BET_RESULTS.map((r) => Type.Literal(r)));

/** One leg of a bet. SPEC's client parses betInfo from a JSON string; our server sends it parsed. */
export const BetInfo = Type.Object({
  matchId: Type.Integer(),
  sportId: Type.Integer(),
  leagueName: Type.String(),
  homeName: Type.String(),
  awayName: Type.String(),
  matchDate: EpochMs(),
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
  /** The caller's own vote: 1 like, -1 dislike, 0 none (always 0 for visitors). */
  myVote: Type.Integer({ minimum: -1, maximum: 1 }),
  createDate: EpochMs(),
});
export type BettingReport = Static<typeof BettingReport>;

/** One period of a ranking (SPEC §3 rankingDateList), new or historical. */
export const RankingDate = Type.Object({
  startDate: EpochMs(),
  endDate: EpochMs(),
  /** The caller chose to hide themself from this board (ranking/switch). */
  hidden: Type.Boolean(),
  redRankingList: Type.Array(RankingUser),
  winRankingList: Type.Object({ list: Type.Array(RankingUser), showMore: Type.Boolean() }),
  bettingReportList: Type.Array(BettingReport),
  followBetCount: Type.Integer({ minimum: 0 }),
});
export type RankingDate = Static<typeof RankingDate>;

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
  rankingDateList: Type.Array(Type.Object({ startDate: EpochMs(), endDate: EpochMs() })),
});
export type RankingConfig = Static<typeof RankingConfig>;

/** One bet of a user (data/betting/list); betInfos parsed (SPEC §3). */
export const UserBetting = Type.Object({
  orderId: Type.String(),
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
});
export type UserBettingList = Static<typeof UserBettingList>;

export const ReportVotes = Type.Object({
  reportId: Id(),
  like: Type.Integer({ minimum: 0 }),
  dislike: Type.Integer({ minimum: 0 }),
  myVote: Type.Integer({ minimum: -1, maximum: 1 }),
});
export type ReportVotes = Static<typeof ReportVotes>;
