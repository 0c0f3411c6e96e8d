import { matchRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** The two teams' last finished meetings from our data, newest first (any competition). */
export const headToHeadQuery = (matchId: number) =>
  queryOptions({
    queryKey: callKey(matchRoutes.headToHead, { matchId }),
    queryFn: ({ signal }) => request(matchRoutes.headToHead, { matchId }, { signal }),
  });

export const useHeadToHead = (matchId: number) => useQuery(headToHeadQuery(matchId));
