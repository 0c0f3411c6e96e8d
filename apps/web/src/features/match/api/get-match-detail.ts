import { matchRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** One match as the match page shows it (decision 029): header, events, and what the data holds. */
export const getMatchDetail = (matchId: number, signal?: AbortSignal) =>
  request(matchRoutes.detail, { matchId }, { signal });

export const matchDetailQuery = (matchId: number) =>
  queryOptions({
    queryKey: callKey(matchRoutes.detail, { matchId }),
    queryFn: ({ signal }) => getMatchDetail(matchId, signal),
  });

export const useMatchDetail = (matchId: number) => useQuery(matchDetailQuery(matchId));
