import { anchorRoutes } from '@sport/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { callKey } from './query-keys';

export const getHostDetail = (hostId: number, signal?: AbortSignal) =>
  request(anchorRoutes.hostDetail, { hostId }, { signal });

// one key for the host page and the account's host lists: a host opened in one is named in the other without a call
export const hostDetailQuery = (hostId: number) =>
  queryOptions({
    queryKey: callKey(anchorRoutes.hostDetail, { hostId }),
    queryFn: ({ signal }) => getHostDetail(hostId, signal),
  });
