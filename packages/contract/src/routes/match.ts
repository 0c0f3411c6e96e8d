import { Type } from 'typebox';
import { defineRoute } from '../route';
import { MatchDetail } from '../entities/match-detail';
import { Id } from '../schema-kit';

/** The match page's calls (issue 24, ours: SPEC §7 leaves match pages to the native app). */
export const matchRoutes = {
  detail: defineRoute({
    method: 'GET',
    path: '/ssapi/match/detail',
    auth: 'none',
    request: Type.Object({ matchId: Id() }),
    response: MatchDetail,
    summary: 'One match of any sport as the match page shows it: header, events, and what the data holds (ours)',
    ours: true,
  }),
};
