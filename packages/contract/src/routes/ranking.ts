import { Type } from 'typebox';
import { BETTING_LIST_PAGE_SIZE } from '../constants';
import { defineRoute } from '../route';
import { RankingConfig, RankingDateLists, ReportVotes, UserBettingList } from '../entities/ranking';
import { Flag, Id, Int, NoInput, Text } from '../schema-kit';

const RankingType = () => Int({ minimum: 1, maximum: 4 });
const ReportIdBody = () => Type.Object({ reportId: Id() });

export const rankingRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/ranking/list',
    auth: 'optional',
    // SPEC names the call only. Ours: one board (ranking type = badge kind), its recent and historical periods.
    request: Type.Object({ type: RankingType() }),
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
};
