import { euroRoutes, fiveLeaguesRoutes, worldCupRoutes } from '@sport/contract';
import type { HttpHandler } from 'msw';
import { handle } from '../../../testing/msw';

/**
 * Empty answers for every call the football centres make (one edition or season, no days, no tables), so a
 * suite starts from a quiet server and overrides only what it looks at.
 */
export function emptyCentreHandlers(): HttpHandler[] {
  const edition = [{ seasonId: 1, name: '2026', year: 2026, isCurrent: true }];
  return [
    handle(worldCupRoutes.editions, () => ({ data: edition })),
    handle(euroRoutes.editions, () => ({ data: edition })),
    handle(fiveLeaguesRoutes.seasons, ({ input }) => ({
      data: [{ seasonId: 1, competitionId: Number(input.id), name: '2026/27', isCurrent: true }],
    })),
    ...[worldCupRoutes, euroRoutes].flatMap((routes) => [
      handle(routes.matchDate, () => ({ data: [] })),
      handle(routes.list, () => ({ data: [] })),
      handle(routes.ranking, () => ({ data: [] })),
      handle(routes.playerRanking, () => ({ data: [] })),
      handle(routes.knockout, () => ({ data: [] })),
    ]),
    handle(euroRoutes.homeAway, () => ({ data: [] })),
    handle(fiveLeaguesRoutes.matchDate, () => ({ data: [] })),
    handle(fiveLeaguesRoutes.matchList, () => ({ data: [] })),
    handle(fiveLeaguesRoutes.ranking, () => ({ data: [] })),
    handle(fiveLeaguesRoutes.playerRanking, () => ({ data: [] })),
    handle(fiveLeaguesRoutes.homeAway, () => ({ data: [] })),
  ];
}
