import { Type } from 'typebox';
import { BETTING_LIST_PAGE_SIZE } from '../constants';
import { defineRoute } from '../route';
import {
  IngestBetsBody,
  IngestBetsResult,
  RankingConfig,
  RankingDateLists,
  ReportVotes,
  UserBettingList,
} from '../entities/ranking';
import { EpochMs, Flag, Id, Int, NoInput, Text } from '../schema-kit';

const RankingType = () => Int({ minimum: 1, maximum: 4 });
const ReportIdBody = () => Type.Object({ reportId: Id() });

export const rankingRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/ranking/list',
    auth: 'optional',
    // SPEC names the call only. Ours: one board (ranking type = badge kind: 1 red-order, 2 profit,
    // 3 popularity, 4 follow-order) in one period: `startDate` of a period from ranking/config, the recent
    // one when absent (404 for a start no period has); `showMore: 1` for RANKING_MORE_SIZE rows.
    request: Type.Object({
      type: RankingType(),
      startDate: Type.Optional(EpochMs()),
      showMore: Type.Optional(Flag()),
    }),
    response: RankingDateLists,
    summary: 'A ranking board’s recent and historical periods with their lists and betting reports',
    ours: true,
  }),
  config: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/ranking/config',
    auth: 'none',
    request: NoInput(),
    response: Type.Array(RankingConfig),
    summary: 'The ranking tabs: title, size, game platforms and periods (shape is ours)',
    ours: true,
  }),
  switch: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/ranking/switch',
    auth: 'required',
    // SPEC names the call only. Ours: the user hides (1) or shows (0) themself on the boards.
    request: Type.Object({ hidden: Flag() }),
    response: Type.Object({ hidden: Type.Boolean() }),
    summary: 'Hides or shows the user on the ranking boards',
    ours: true,
  }),
  reportLike: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/ranking/report/like',
    auth: 'required',
    request: ReportIdBody(),
    response: ReportVotes,
    summary: 'Likes a betting report (again: takes the like back; replaces a dislike)',
    ours: true,
  }),
  reportDislike: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/ranking/report/dislike',
    auth: 'required',
    request: ReportIdBody(),
    response: ReportVotes,
    summary: 'Dislikes a betting report (again: takes it back; replaces a like)',
    ours: true,
  }),
  bettingList: defineRoute({
    method: 'POST',
    path: '/api/forehead/data/betting/list',
    auth: 'optional',
    request: Type.Object({
      userId: Id(),
      page: Type.Optional(Int({ minimum: 1, default: 1 })),
      size: Type.Optional(Int({ minimum: 1, maximum: 100, default: BETTING_LIST_PAGE_SIZE })),
      cursor: Type.Optional(Text(200)),
    }),
    response: UserBettingList,
    summary: 'A ranked user’s bets (page size 100) with the user’s title',
  }),
  /**
   * Ours (ARCHITECTURE §3 admin/ingest): a game platform sends its users' bets, new or changed. Unsigned; the
   * platform's key in INGEST_KEY_HEADER. Idempotent by platform + betId: a resend updates, never duplicates.
   * A bad row is a 422 naming it (`body.bets.3.stake: …`) and nothing of the call is written.
   */
  ingestBets: defineRoute({
    method: 'POST',
    path: '/admin/ingest/bets',
    auth: 'none',
    request: IngestBetsBody,
    response: IngestBetsResult,
    summary: 'Bets from a game platform (idempotent by platform and bet id)',
    ours: true,
  }),
};
