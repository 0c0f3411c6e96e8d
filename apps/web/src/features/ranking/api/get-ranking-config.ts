import { rankingRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export const getRankingConfig = (signal?: AbortSignal) => request(rankingRoutes.config, {}, { signal });

/** The boards (tab titles, sizes, platforms, periods): the same for everyone. */
export const rankingConfigQuery = () =>
  queryOptions({
    queryKey: callKey(rankingRoutes.config, {}),
    queryFn: ({ signal }) => getRankingConfig(signal),
    staleTime: 5 * 60_000,
  });

export const useRankingConfig = () => useQuery(rankingConfigQuery());
