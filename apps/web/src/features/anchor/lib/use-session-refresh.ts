import { anchorRoutes } from '@sport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { routeKey } from '../../../lib/query-keys';

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
export function useSessionRefresh(): void {
  const token = useAuthStore((s) => s.token);
  const client = useQueryClient();
  const first = useRef(token);
  useEffect(() => {
    if (first.current === token) return;
    first.current = token;
    for (const def of PER_VIEWER) void client.invalidateQueries({ queryKey: routeKey(def) });
  }, [token, client]);
}
