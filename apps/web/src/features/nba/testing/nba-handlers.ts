import { nbaRoutes } from '@sport/contract';
import type { HttpHandler } from 'msw';
import { handle } from '../../../testing/msw';

/** Empty answers for every NBA call the centre home makes, so a suite overrides only what it looks at. */
export function emptyNbaHandlers(): HttpHandler[] {
  return [
    handle(nbaRoutes.seasons, () => ({ data: [] })),
    handle(nbaRoutes.matchDate, () => ({ data: [] })),
    handle(nbaRoutes.list, () => ({ data: [] })),
    handle(nbaRoutes.ranking, () => ({ data: [] })),
    handle(nbaRoutes.playerList, () => ({ data: [] })),
    handle(nbaRoutes.homeAway, () => ({ data: [] })),
  ];
}
