import { forumRoutes } from '@sport/contract';
import type { HttpHandler } from 'msw';
import { handle } from '../../../testing/msw';
import { BOARDS, cursorPage } from './fixtures';

/** Quiet answers for every call the forum pages make; a suite overrides what it looks at. */
export function emptyForumHandlers(): HttpHandler[] {
  return [
    handle(forumRoutes.boards, () => ({ data: BOARDS })),
    handle(forumRoutes.threadList, () => ({ data: cursorPage([]) })),
    handle(forumRoutes.threadDetail, () => ({ code: 404, msg: 'thread not found', status: 404 })),
    handle(forumRoutes.replyList, () => ({ data: cursorPage([]) })),
    handle(forumRoutes.reportCate, () => ({ data: [] })),
    handle(forumRoutes.visit, () => ({
      data: {
        isActivityExist: true,
        actId: 1,
        actName: '论坛',
        url: '/forum',
        isNewArticleExist: false,
        lastCheckoutDate: 0,
        showFrame: false,
      },
    })),
  ];
}
