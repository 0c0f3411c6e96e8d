import type { MatchPush } from '@sport/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMatchPush } from './use-match-push';

/** How a cached answer takes a push; module-level so the effect below sees the same function each render. */
export type PushPatch<T> = (data: T, push: MatchPush) => T;

/**
 * Follows `match.<id>` while the match is on screen and writes each push into the cached answer that holds it,
 * so the score moves without a refetch and a later render of the same answer reads it too. `key` must be
 * stable (memoised by the caller).
 */
export function useFollowMatch<T>(matchId: number, key: QueryKey, patch: PushPatch<T>): void {
  const push = useMatchPush(matchId);
  const client = useQueryClient();
  useEffect(() => {
    if (!push) return;
    client.setQueryData<T>(key, (data) => (data === undefined ? data : patch(data, push)));
  }, [push, client, key, patch]);
}
