import { activityRoutes, newsRoutes, systemRoutes } from '@sport/contract';
import type { HttpHandler } from 'msw';
import { handle } from '../../../testing/msw';
import { openRule, page } from './fixtures';

/**
 * Empty answers for every call the news pages make, so a suite that renders them (the shell's route tests,
 * these pages' own tests) starts from a quiet server and overrides only what it looks at.
 */
export function emptyNewsHandlers(): HttpHandler[] {
  return [
    handle(systemRoutes.imagesQuery, () => ({ data: [] })),
    handle(newsRoutes.professorList, () => ({ data: page([]) })),
    handle(newsRoutes.messageList, () => ({ data: page([]) })),
    handle(newsRoutes.professorDetail, () => ({ code: 404, msg: 'expert not found', status: 404 })),
    handle(newsRoutes.professorMessages, () => ({ data: page([]) })),
    handle(newsRoutes.professorVerify, ({ input }) => ({
      data: { professorId: Number(input.professorId), holds: true, length: 0, headHash: null, brokenAt: null, hidden: [] },
    })),
    handle(newsRoutes.messageDetail, () => ({ code: 404, msg: 'tip not found', status: 404 })),
    handle(newsRoutes.commentList, () => ({ data: page([]) })),
    handle(newsRoutes.commentRule, () => ({ data: openRule() })),
    handle(newsRoutes.commentReportCate, () => ({ data: [] })),
    handle(newsRoutes.ongoingMatches, () => ({ data: [] })),
    handle(newsRoutes.myOrder, () => ({ data: page([]) })),
    handle(activityRoutes.goldDailyLimit, () => ({ data: { limit: 10000, used: 0, remaining: 10000 } })),
    handle(newsRoutes.myCommentList, () => ({ data: page([]) })),
    handle(newsRoutes.lotteryApprovalInfo, () => ({
      data: { status: 0, prizeName: '', realName: '', phone: '', address: '', submitDate: null },
    })),
  ];
}
