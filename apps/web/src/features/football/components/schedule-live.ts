import type { Match } from '@sport/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMatchPush } from '../../../lib/use-match-push';
import { applyMatchPush } from './schedule-score';

/**
 * Follows `match.<id>` while the match is on screen and writes each push into the cached list that holds it,
 * so the score moves without a refetch and a later render of the same day reads it too. `listKey`
 * must be stable (memoised by the list).
 */
export function useFollowMatch(matchId: number, listKey: QueryKey): void {
  const push = useMatchPush(matchId);
  const client = useQueryClient();
  useEffect(() => {
    if (!push) return;
    client.setQueryData<Match[]>(listKey, (list) =>
      list?.map((m) => (m.matchId === push.matchId ? applyMatchPush(m, push) : m)),
    );
  }, [push, client, listKey]);
}
