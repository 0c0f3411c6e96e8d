import { anchorRoutes } from '@sport/contract';
import { useSessionRefetch } from '../../../lib/use-session-refetch';

// What the server answers per viewer: follow flags, the user's own likes of moments, and group-restricted
// hosts that only some users see.
const PER_VIEWER = [
  anchorRoutes.listV2,
  anchorRoutes.hostList,
  anchorRoutes.hostDetail,
  anchorRoutes.hostRank,
  anchorRoutes.momentList,
];

/** Refetches the anchor calls whose answer depends on who is asking when the user logs in or out. */
export const useSessionRefresh = (): void => useSessionRefetch(PER_VIEWER);
