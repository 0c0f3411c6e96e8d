import { anchorRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export const getHostDetail = (hostId: number, signal?: AbortSignal) =>
  request(anchorRoutes.hostDetail, { hostId }, { signal });

export const hostDetailQuery = (hostId: number) =>
  queryOptions({
    queryKey: callKey(anchorRoutes.hostDetail, { hostId }),
    queryFn: ({ signal }) => getHostDetail(hostId, signal),
  });

export const useHostDetail = (hostId: number) => useQuery(hostDetailQuery(hostId));
