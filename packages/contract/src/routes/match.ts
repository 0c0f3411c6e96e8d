import { Type } from 'typebox';
import { defineRoute } from '../route';
import { MatchCorrectionBody, MatchCorrectionResult } from '../entities/match-correction';
import { HeadToHeadMatch } from '../entities/head-to-head';
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
  headToHead: defineRoute({
    method: 'GET',
    path: '/ssapi/match/head-to-head',
    auth: 'none',
    request: Type.Object({ matchId: Id() }),
    response: Type.Array(HeadToHeadMatch),
    summary: 'The last finished meetings (at most 10, any competition) of a match’s two teams, newest first (ours)',
    ours: true,
  }),
  /** Unsigned: the operator's `x-admin-token` (ADMIN_TOKEN) authenticates it, checked once the body is valid. */
  correction: defineRoute({
    method: 'POST',
    path: '/admin/feed/correction',
    auth: 'none',
    request: MatchCorrectionBody,
    response: MatchCorrectionResult,
    summary: 'Correct a match the feed wrote: strike a goal off, change its scorer, or set the final score (ours)',
    ours: true,
  }),
};
