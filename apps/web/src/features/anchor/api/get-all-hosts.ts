import { anchorRoutes, HostLiveStatus, type Host } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

const input = { page: 1, size: 100 };

export const getAllHosts = (signal?: AbortSignal) => request(anchorRoutes.hostList, input, { signal });

/** Live hosts first; otherwise the server's order (top ones first) is kept. */
export const liveFirst = (hosts: readonly Host[]): Host[] =>
  [...hosts].sort((a, b) => Number(b.liveStatus === HostLiveStatus.Live) - Number(a.liveStatus === HostLiveStatus.Live));

export const allHostsQuery = () =>
  queryOptions({
    queryKey: callKey(anchorRoutes.hostList, input),
    queryFn: ({ signal }) => getAllHosts(signal),
    select: (page) => liveFirst(page.list),
  });

export const useAllHosts = () => useQuery(allHostsQuery());
