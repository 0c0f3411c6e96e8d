import { chinaMidnight, HOUR_MS, NBA_CURRENT_SEASON_ID, nbaRoutes } from '@sport/contract';
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

/** The season list: the running season simulated from its first tip-off (2026-10-21 07:00 in China), 23/24 the record's. */
export const seasonsHandler = (): HttpHandler =>
  handle(nbaRoutes.seasons, () => ({
    data: [
      { seasonId: NBA_CURRENT_SEASON_ID, name: '本赛季', simulatedFrom: chinaMidnight(2026, 10, 21) + 7 * HOUR_MS },
      { seasonId: 1566, name: '23/24' },
    ],
  }));
