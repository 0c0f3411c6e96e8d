import { Type } from 'typebox';
import { Page } from '../envelope';
import { defineRoute } from '../route';
import {
  ChainVerification,
  Comment,
  CommentLike,
  CommentRule,
  ExpertAttention,
  ExpertDetail,
  ExpertListEntry,
  LotteryApproval,
  OngoingMatch,
  ReportCategory,
  TipMessage,
  TipLegInput,
  TipMessageDetail,
  TipPurchase,
} from '../entities/news';
import { UserTitle } from '../entities/ranking';
import { Flag, Id, IdOrZero, Int, NoInput, NonEmptyText, pageFields, Text } from '../schema-kit';

/** SPEC §7's `.../` prefix. */
const SPORTS = '/api/forehead/live/sports';

export const newsRoutes = {
  userTitleList: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/title/list/all',
    auth: 'none',
    request: NoInput(),
    response: Type.Array(UserTitle),
    summary: 'Every user title (shape is ours)',
    ours: true,
  }),
  professorList: defineRoute({
    method: 'GET',
    path: '/api/forehead/live/professor/info',
    auth: 'optional',
    request: Type.Object({
      ...pageFields(),
      /** 1 hot, 2 hit rate, 3 return, 4 the caller's followed experts (needs login: 400 otherwise). */
      sortType: Type.Optional(Int({ minimum: 1, maximum: 4, default: 1 })),
    }),
    response: Page(ExpertListEntry),
    summary: 'Experts, sorted; sortType 4 lists the ones the caller follows',
  }),
  messageList: defineRoute({
    method: 'GET',
    path: `${SPORTS}/message/v2/info`,
    auth: 'optional',
    request: Type.Object({
      ...pageFields(),
      sportsType: Type.Optional(Int({ minimum: 1, maximum: 32_767 })),
      /** Match ids, comma-separated: only tips on these matches (match ids run to ten digits). */
      sportsIds: Type.Optional(Type.String({ pattern: '^\\d{1,10}(,\\d{1,10})*$', maxLength: 500 })),
      /** 1: only tips that refund gold when they miss. */
      blackReturnGold: Type.Optional(Flag()),
      /** 1 own experts, 2 third party (isTripartite); absent both. */
      sportsSource: Type.Optional(Int({ minimum: 1, maximum: 2 })),
      /** Ours, as on an expert's page: 1 (default) tips on sale, 0 settled tips. */
      isHistory: Type.Optional(Flag()),
    }),
    response: Page(TipMessage),
    summary: 'Tips on sale (or settled, isHistory 0), newest first, never with paid content',
  }),
  myOrder: defineRoute({
    method: 'POST',
    path: `${SPORTS}/message/v2/myOrder`,
    auth: 'required',
    request: Type.Object(pageFields()),
    response: Page(TipMessage),
    summary: 'Tips the user bought, newest purchase first',
  }),
  professorDetail: defineRoute({
    method: 'GET',
    path: `${SPORTS}/message/v2/professor/info`,
    auth: 'optional',
    request: Type.Object({ professorId: Id() }),
    response: ExpertDetail,
    summary: 'An expert’s profile and record',
  }),
  professorMessages: defineRoute({
    method: 'GET',
    path: `${SPORTS}/info/professor/sports`,
    auth: 'optional',
    request: Type.Object({
      professorId: Id(),
      ...pageFields(),
      /** SPEC: 1 asks for the current tips, 0 for the settled ones (enums/tips.ts). */
      isHistory: Type.Optional(Flag()),
    }),
    response: Page(TipMessage),
    summary: 'An expert’s current (isHistory 1) or settled tips',
  }),
  messageDetail: defineRoute({
    method: 'GET',
    path: `${SPORTS}/info/detail`,
    auth: 'optional',
    request: Type.Object({ id: Id() }),
    response: TipMessageDetail,
    summary: 'A tip; sportsInfo/sportsPlay only when free, bought by the caller, or settled',
  }),
  buy: defineRoute({
    method: 'POST',
    path: `${SPORTS}/message/v2/buy`,
    auth: 'required',
    request: Type.Object({ messageId: Id() }),
    response: TipPurchase,
    summary: 'Buys a tip with gold, once (a repeat answers the first purchase)',
  }),
  commentPublish: defineRoute({
    method: 'POST',
    path: `${SPORTS}/message/comment/publish`,
    auth: 'required',
    request: Type.Object({
      messageId: Id(),
      content: NonEmptyText(500),
      parentId: Type.Optional(IdOrZero()),
      /** 1 when posted from inside a match (live) page. */
      inSport: Type.Optional(Flag()),
    }),
    response: Comment,
    summary: 'Posts a comment or reply, gated by the comment rule (403 with the reason when refused)',
  }),
  commentList: defineRoute({
    method: 'POST',
    path: `${SPORTS}/message/comment/list`,
    auth: 'optional',
    request: Type.Object({ messageId: Id(), ...pageFields() }),
    response: Page(Comment),
    summary: 'A tip’s comments with their replies, newest first (shape is ours)',
    ours: true,
  }),
  myCommentList: defineRoute({
    method: 'POST',
    path: `${SPORTS}/message/comment/my/list`,
    auth: 'required',
    request: Type.Object(pageFields()),
    response: Page(Comment),
    summary: 'The user’s comments, newest first (shape is ours)',
    ours: true,
  }),
  commentLiked: defineRoute({
    method: 'POST',
    path: `${SPORTS}/message/comment/liked`,
    auth: 'required',
    request: Type.Object({ commentId: Id() }),
    response: CommentLike,
    summary: 'Toggles the user’s like of a comment (shape is ours)',
    ours: true,
  }),
  commentReportCate: defineRoute({
    method: 'POST',
    path: `${SPORTS}/message/comment/report/cate`,
    auth: 'none',
    request: NoInput(),
    response: Type.Array(ReportCategory),
    summary: 'Report reasons (shape is ours)',
    ours: true,
  }),
  commentRule: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/chat/get/comment/rule',
    auth: 'required',
    request: NoInput(),
    response: CommentRule,
    summary: 'The user’s comment gate: ban, recharge and VIP thresholds',
  }),
  reportAdd: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/chat/report/add',
    auth: 'required',
    // SPEC names the call only. Ours: report a comment for a reason, once per user and comment.
    request: Type.Object({ commentId: Id(), cateId: Id(), content: Type.Optional(Text(200)) }),
    response: Type.Object({ reportId: Id() }),
    summary: 'Reports a comment (the client shows 举报成功)',
    ours: true,
  }),
  ongoingMatches: defineRoute({
    method: 'GET',
    path: `${SPORTS}/message/v2/select`,
    auth: 'none',
    request: Type.Object({ sportsType: Type.Optional(Int({ minimum: 1, maximum: 32_767 })) }),
    response: Type.Array(OngoingMatch),
    summary: 'Upcoming and live matches that have tips on sale (shape is ours)',
    ours: true,
  }),
  attention: defineRoute({
    method: 'POST',
    path: `${SPORTS}/message/v2/attention`,
    auth: 'required',
    request: Type.Object({ professorId: Id(), attention: Flag() }),
    response: ExpertAttention,
    summary: 'Follows (attention 1) or unfollows (0) an expert',
  }),
  publish: defineRoute({
    method: 'POST',
    path: `${SPORTS}/message/v2/publish`,
    auth: 'required',
    request: Type.Object({
      title: NonEmptyText(60),
      /** The analysis (paid content unless goldPrice is 0). */
      sportsInfo: NonEmptyText(5000),
      /** The pick in words (paid content unless goldPrice is 0). */
      sportsPlay: NonEmptyText(200),
      goldPrice: Int({ minimum: 0, maximum: 100_000 }),
      openBackGold: Type.Optional(Flag()),
      /** Percent of the price a buyer gets back when the tip misses (with openBackGold 1). */
      returnGoldPercentage: Type.Optional(Int({ minimum: 0, maximum: 100 })),
      /** Units staked (1..10, default 1): the yield's denominator. */
      stake: Type.Optional(Int({ minimum: 1, maximum: 10 })),
      /** One leg per match, all of one sport; before the first match kicks off. */
      legs: Type.Array(TipLegInput, { minItems: 1, maxItems: 8 }),
    }),
    response: TipMessageDetail,
    summary: 'An expert publishes a tip: server-timestamped, chained to the previous one, never editable (ours)',
    ours: true,
  }),
  professorVerify: defineRoute({
    method: 'GET',
    path: `${SPORTS}/message/v2/professor/verify`,
    auth: 'none',
    request: Type.Object({ professorId: Id() }),
    response: ChainVerification,
    summary: 'Recomputes an expert’s hash chain and says whether it holds, and where it breaks (ours)',
    ours: true,
  }),
  lotteryApprovalInfo: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/lottery/approval/info',
    auth: 'required',
    request: NoInput(),
    response: LotteryApproval,
    summary: 'The user’s prize-claim details and review status (shape is ours)',
    ours: true,
  }),
  lotterySubmitInfo: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/lottery/approval/submitInfo',
    auth: 'required',
    request: Type.Object({
      realName: NonEmptyText(32),
      phone: Type.String({ pattern: '^\\+?[0-9 -]{6,20}$', maxLength: 20 }),
      address: NonEmptyText(200),
    }),
    response: LotteryApproval,
    summary: 'Submits prize-claim details for review (shape is ours)',
    ours: true,
  }),
};
