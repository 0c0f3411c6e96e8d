import { Type, type Static } from 'typebox';
import { EpochMs, Flag, Id, IdOrZero, Int, Nullable } from '../schema-kit';

/** An entry of the expert (professor) list; SPEC §3: entries carry hotStatus and messageInfoCount. */
export const ExpertListEntry = Type.Object({
  id: Id(),
  name: Type.String(),
  headUrl: Type.String(),
  tag: Type.String(),
  profile: Type.String(),
  hotStatus: Flag(),
  /** Tips currently on sale. */
  messageInfoCount: Type.Integer({ minimum: 0 }),
  /** Hit rate in percent, 0..100. */
  hitPercents: Type.Number(),
  tenWin: Type.Integer({ minimum: 0, maximum: 10 }),
  isAttention: Flag(),
  /** Ours: settled tips that won or lost: the sample of hitPercents. */
  settledSession: Type.Integer({ minimum: 0 }),
  /** Ours: how many settled tips tenWin counts (≤ 10): "tenWin of tenSample". */
  tenSample: Type.Integer({ minimum: 0, maximum: 10 }),
  /** Ours: profit ÷ units staked over the settled tips, in percent (0 with no settled tip). */
  yieldRate: Type.Number(),
});
export type ExpertListEntry = Static<typeof ExpertListEntry>;

/** SPEC §3 Expert detail. */
export const ExpertDetail = Type.Object({
  id: Id(),
  name: Type.String(),
  headUrl: Type.String(),
  tag: Type.String(),
  profile: Type.String(),
  introduction: Type.String(),
  /** Tips published. */
  sportsSession: Type.Integer({ minimum: 0 }),
  hitPercents: Type.Number(),
  /** Tips that hit. */
  hitSession: Type.Integer({ minimum: 0 }),
  /** Last ten settled tips, newest first: 1 hit, 0 miss. */
  tenHistory: Type.Array(Type.Integer({ minimum: 0, maximum: 1 })),
  /** Times the expert's tips were bought. */
  ordered: Type.Integer({ minimum: 0 }),
  subscribed: Type.Integer({ minimum: 0 }),
  tenWin: Type.Integer({ minimum: 0, maximum: 10 }),
  /** Return of the last 7 days in percent. */
  weekRateReturn: Type.Number(),
  longestWin: Type.Integer({ minimum: 0 }),
  winContinuous: Type.Integer({ minimum: 0 }),
  /** Follower count. */
  attention: Type.Integer({ minimum: 0 }),
  isAttention: Flag(),
  /** Ours: settled tips that won or lost, the sample of hitPercents and hitSession (pushes and cancels are neither; sportsSession counts every tip published). */
  settledSession: Type.Integer({ minimum: 0 }),
  /** Ours: settled tips in the last ten (tenHistory's length): "tenWin of tenSample". */
  tenSample: Type.Integer({ minimum: 0, maximum: 10 }),
  /** Ours: tips settled in the last 7 days (cancelled ones aside), the sample of weekRateReturn. */
  weekSample: Type.Integer({ minimum: 0 }),
  /** Ours: settled tips longestWin and winContinuous run over (cancelled and pushed tips neither break nor extend a run). */
  streakSample: Type.Integer({ minimum: 0 }),
  /** Ours: profit ÷ units staked over every settled tip (cancelled ones aside), in percent, and how many tips that is. */
  yieldRate: Type.Number(),
  yieldSample: Type.Integer({ minimum: 0 }),
  /** Ours: units staked over the settled tips (yield's denominator) and their profit in units. */
  unitsStaked: Type.Number({ minimum: 0 }),
  profitUnits: Type.Number(),
  /** Ours: tips with a chain hash; `verify` says whether the chain holds. */
  chainLength: Type.Integer({ minimum: 0 }),
  /**
   * Ours: 0 once staff revoked the expert role (issue 27): the page, record, tips and chain stay, no new tip comes,
   * and the expert lists leave them out.
   */
  isActive: Flag(),
});
export type ExpertDetail = Static<typeof ExpertDetail>;

/** A match a tip is about. */
export const MessageMatch = Type.Object({
  matchId: Id(),
  sportId: Type.Integer(),
  leagueName: Type.String(),
  homeName: Type.String(),
  awayName: Type.String(),
  homeLogo: Type.String(),
  awayLogo: Type.String(),
  matchDate: EpochMs(),
  /** True when the record gives only the day: matchDate is a slot the league plays (rules/date-labels.ts kickoffClock). */
  kickoffTimeTbd: Type.Optional(Type.Boolean()),
  statusId: Type.Integer(),
  homeScore: Nullable(Type.Integer()),
  awayScore: Nullable(Type.Integer()),
  /**
   * Ours: true once the score is the simulator's (the record has no result for the match: the living present), so
   * a tip settled on it says so beside the score, as the match page does. Sent only when true.
   */
  scoreSimulated: Type.Optional(Type.Boolean()),
});
export type MessageMatch = Static<typeof MessageMatch>;

const tipCommon = {
  id: Id(),
  professorId: Id(),
  professorName: Type.String(),
  professorHeadUrl: Type.String(),
  sportsTitle: Type.String(),
  tag: Type.String(),
  sportsType: Type.Integer({ description: 'sport id' }),
  publishTime: EpochMs(),
  isHot: Flag(),
  readCount: Type.Integer({ minimum: 0 }),
  commentCount: Type.Integer({ minimum: 0 }),
  /** Gold; 0 for a free tip. */
  goldPrice: Type.Integer({ minimum: 0 }),
  /** Result once settled (enums/bet-result.ts), or null while pending. */
  result: Nullable(Type.String()),
  yieldRate: Nullable(Type.Number()),
  /** 1 when the caller bought it (a bought message gets isBuy=1 and payTime, SPEC §3). */
  isBuy: Flag(),
  messageMatchList: Type.Array(MessageMatch),
};

export const TipMessage = Type.Object(tipCommon);
export type TipMessage = Static<typeof TipMessage>;

/**
 * SPEC §3 Tip message detail. `sportsInfo` (the analysis) and `sportsPlay` (the pick) are the paid
 * content: the server omits them unless the tip is free, bought by the caller, or settled.
 */
export const TipMessageDetail = Type.Object({
  ...tipCommon,
  bettingType: Type.Integer(),
  sportsInfo: Type.Optional(Type.String()),
  sportsPlay: Type.Optional(Type.String()),
  isAttention: Flag(),
  payTime: Nullable(EpochMs()),
  /** 1 when the tip comes from a third party. */
  isTripartite: Flag(),
  /** 1 when a missed tip refunds part of the price. */
  openBackGold: Flag(),
  returnGoldPercentage: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type TipMessageDetail = Static<typeof TipMessageDetail>;

export const TipPurchase = Type.Object({
  messageId: Id(),
  isBuy: Type.Literal(1),
  payTime: EpochMs(),
  /** Gold left after the purchase. */
  balance: Type.Integer({ minimum: 0 }),
});
export type TipPurchase = Static<typeof TipPurchase>;

/** SPEC §3 Comment rule. */
export const CommentRule = Type.Object({
  isAvailable: Type.Boolean(),
  rechargeLimitRule: Type.Object({
    rechargeCurrentVal: Type.Number(),
    rechargeLimitIsAccord: Type.Boolean(),
    rechargeLimitText: Type.String(),
    rechargeLimitVal: Type.Number(),
  }),
  vipCurrentVal: Type.Integer(),
  vipLimitIsAccord: Type.Boolean(),
  vipLimitText: Type.String(),
  vipLimitVal: Type.Integer(),
  isBan: Type.Boolean(),
  banText: Type.String(),
});
export type CommentRule = Static<typeof CommentRule>;

const commentFields = {
  id: Id(),
  messageId: Id(),
  /** 0 for a top-level comment. */
  parentId: IdOrZero(),
  userId: Id(),
  username: Type.String(),
  nickName: Type.String(),
  headUrl: Type.String(),
  content: Type.String(),
  createDate: EpochMs(),
  likedCount: Type.Integer({ minimum: 0 }),
  isLiked: Flag(),
};

/** A reply; replies are one level deep, so a reply has no subComments. */
export const SubComment = Type.Object(commentFields);
export type SubComment = Static<typeof SubComment>;

export const Comment = Type.Object({ ...commentFields, subComments: Type.Array(SubComment) });
export type Comment = Static<typeof Comment>;

export const CommentLike = Type.Object({ commentId: Id(), likedCount: Type.Integer({ minimum: 0 }), isLiked: Flag() });
export type CommentLike = Static<typeof CommentLike>;

export const ReportCategory = Type.Object({ id: Id(), name: Type.String() });
export type ReportCategory = Static<typeof ReportCategory>;

/** A match with tips on sale (message/v2/select). */
export const OngoingMatch = Type.Object({
  matchId: Id(),
  sportId: Type.Integer(),
  leagueName: Type.String(),
  homeName: Type.String(),
  awayName: Type.String(),
  matchDate: EpochMs(),
  /** True when the record gives only the day: matchDate is a slot the league plays (rules/date-labels.ts kickoffClock). */
  kickoffTimeTbd: Type.Optional(Type.Boolean()),
  messageCount: Type.Integer({ minimum: 0 }),
});
export type OngoingMatch = Static<typeof OngoingMatch>;

export const ExpertAttention = Type.Object({
  professorId: Id(),
  attention: Type.Integer({ minimum: 0 }),
  isAttention: Flag(),
});
export type ExpertAttention = Static<typeof ExpertAttention>;

/** A prize-claim (lottery approval) record of the caller (ours: SPEC names only the calls). */
export const LotteryApproval = Type.Object({
  /** 0 none submitted, 1 pending review, 2 approved, 3 rejected. */
  status: Type.Integer({ minimum: 0, maximum: 3 }),
  /** The prize the user won in a live-room draw; empty when they have none to claim (then submitInfo is refused). */
  prizeName: Type.String(),
  realName: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  submitDate: Nullable(EpochMs()),
});
export type LotteryApproval = Static<typeof LotteryApproval>;

/**
 * Ours: a tip's match and pick as an expert publishes it (one leg per match; the settlement's Selection).
 * Requests carry no fractions (issue 12 §1.3): a line is given in quarters (−3 = −0.75), odds in hundredths (185 = 1.85).
 */
const legOdds = () => Int({ minimum: 101, maximum: 100_000, description: 'decimal odds × 100' });
export const TipLegInput = Type.Union([
  Type.Object({
    matchId: Id(),
    play: Type.Literal('result'),
    pick: Type.Union([Type.Literal('home'), Type.Literal('draw'), Type.Literal('away')]),
    oddsCents: legOdds(),
  }),
  Type.Object({
    matchId: Id(),
    play: Type.Literal('handicap'),
    pick: Type.Union([Type.Literal('home'), Type.Literal('away')]),
    /** The home side's handicap × 4. */
    lineQuarters: Int({ minimum: -400, maximum: 400 }),
    oddsCents: legOdds(),
  }),
  Type.Object({
    matchId: Id(),
    play: Type.Literal('total'),
    pick: Type.Union([Type.Literal('over'), Type.Literal('under')]),
    /** The total line × 4. */
    lineQuarters: Int({ minimum: 0, maximum: 2000 }),
    oddsCents: legOdds(),
  }),
]);
export type TipLegInput = Static<typeof TipLegInput>;

/** Ours: whether an expert's hash chain holds (message/v2/professor/verify). */
export const ChainVerification = Type.Object({
  professorId: Id(),
  /** True when every tip's hash matches its content, publish time and the previous tip's hash. */
  holds: Type.Boolean(),
  /** Tips checked. */
  length: Type.Integer({ minimum: 0 }),
  /** The newest tip's hash (null with no tip): anyone who noted it can tell later whether history was rewritten. */
  headHash: Nullable(Type.String()),
  /** The first tip where the chain breaks, or null when it holds. */
  brokenAt: Nullable(
    Type.Object({
      messageId: Id(),
      /** 1-based position in the chain. */
      position: Type.Integer({ minimum: 1 }),
      /** `content`: the tip no longer matches its hash; `link`: it does not point at the tip before it; `gap`: a tip is missing. */
      reason: Type.Union([Type.Literal('content'), Type.Literal('link'), Type.Literal('gap')]),
    }),
  ),
  /**
   * Ours: tips staff hid (issue 27), in chain order. Each is still in the chain and its hash was checked with the
   * rest; only its content is withheld from fans.
   */
  hidden: Type.Array(Type.Object({ messageId: Id(), position: Type.Integer({ minimum: 1 }) })),
});
export type ChainVerification = Static<typeof ChainVerification>;
