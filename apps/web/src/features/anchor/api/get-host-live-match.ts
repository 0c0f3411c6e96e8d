import { anchorRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** The matches a host streams, with the stream addresses. */
export const getHostLiveMatches = (hostId: number, signal?: AbortSignal) =>
  request(anchorRoutes.hostLiveMatchInfo, { hostId }, { signal });

export const hostLiveMatchesQuery = (hostId: number) =>
  queryOptions({
    queryKey: callKey(anchorRoutes.hostLiveMatchInfo, { hostId }),
    queryFn: ({ signal }) => getHostLiveMatches(hostId, signal),
  });

export const useHostLiveMatches = (hostId: number) => useQuery(hostLiveMatchesQuery(hostId));
