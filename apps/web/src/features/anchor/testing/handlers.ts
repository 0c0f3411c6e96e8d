import { anchorRoutes, chatRoutes, systemRoutes } from '@sport/contract';
import type { HttpHandler } from 'msw';
import { handle } from '../../../testing/msw';
import { page } from './fixtures';

/**
 * Empty answers for every call the anchor pages make, so a suite that renders them (the shell's route
 * tests, these pages' own tests) starts from a quiet server and overrides only what it looks at.
 */
export function emptyAnchorHandlers(): HttpHandler[] {
  return [
    handle(anchorRoutes.listV2, () => ({ data: { hostList: [], liveMatchList: [], momentList: [] } })),
    handle(anchorRoutes.hostList, () => ({ data: page([], 1, true) })),
    handle(systemRoutes.imagesQuery, () => ({ data: [] })),
    handle(anchorRoutes.hostDetail, () => ({ code: 404, msg: '主播不存在', status: 404 })),
    handle(anchorRoutes.hostLiveMatchInfo, () => ({ data: [] })),
    handle(anchorRoutes.hostSchedule, () => ({ data: [] })),
    handle(anchorRoutes.momentList, () => ({ data: page([], 1, true) })),
    handle(anchorRoutes.userSubscribeInfo, () => ({ data: { subscribeMatchId: [], subscribeHostId: [], attentionHostId: [] } })),
    handle(anchorRoutes.hostRank, () => ({ data: [] })),
    handle(chatRoutes.history, () => ({ data: { list: [], hasMore: false } })),
  ];
}
