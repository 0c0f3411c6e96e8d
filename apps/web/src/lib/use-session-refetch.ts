import type { RouteDef } from '@sport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthStore } from './auth-store';
import { routeKey } from './query-keys';

/**
 * Refetches the calls of `defs` when the user logs in or out: their answers depend on who is asking (follow
 * flags, the user's own likes, what a buyer may read). Pass a list that does not change between renders.
 */
export function useSessionRefetch(defs: readonly RouteDef[]): void {
  const token = useAuthStore((s) => s.token);
  const client = useQueryClient();
  const first = useRef(token);
  useEffect(() => {
    if (first.current === token) return;
    first.current = token;
    for (const def of defs) void client.invalidateQueries({ queryKey: routeKey(def) });
  }, [token, client, defs]);
}
