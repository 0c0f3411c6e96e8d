import { rankingRoutes, systemRoutes } from '@sport/contract';
import type { HttpHandler } from 'msw';
import { handle } from '../../../testing/msw';

/**
 * Quiet answers for every call the ranking pages make (no boards, no bets), so a suite that renders them (the
 * shell's route tests) starts from a quiet server and overrides only what it looks at.
 */
export function emptyRankingHandlers(): HttpHandler[] {
  return [
    handle(rankingRoutes.config, () => ({ data: [] })),
    handle(rankingRoutes.list, () => ({ data: { rankingDateList: [], historyRankingDateList: [] } })),
    handle(rankingRoutes.bettingList, () => ({ code: 404, msg: '用户不存在', status: 404 })),
    handle(systemRoutes.gamebetConfig, () => ({ data: [] })),
  ];
}
