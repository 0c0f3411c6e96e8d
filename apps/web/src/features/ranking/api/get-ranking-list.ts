import { rankingRoutes, type RequestOf } from '@sport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { request } from '../../../lib/http';

export type RankingListInput = RequestOf<typeof rankingRoutes.list>;

export const getRankingList = (input: RankingListInput, signal?: AbortSignal) =>
  request(rankingRoutes.list, input, { signal });

/**
 * One board in one period. The answer depends on who asks (their own row, their hide switch, their votes on
 * reports), so the viewer is part of the key: logging in or out asks again instead of showing a visitor's
 * answer to a user.
 */
export const rankingListQuery = (input: RankingListInput, viewer: string | null) =>
  queryOptions({
    queryKey: [rankingRoutes.list.path, input, viewer] as const,
    queryFn: ({ signal }) => getRankingList(input, signal),
  });

/** `keepShown`: the answer on screen stays while the new input loads (the short list while the long one comes). */
export function useRankingList(input: RankingListInput, keepShown = false) {
  const viewer = useAuthStore((s) => s.uid);
  return useQuery({ ...rankingListQuery(input, viewer), placeholderData: keepShown ? keepPreviousData : undefined });
}
