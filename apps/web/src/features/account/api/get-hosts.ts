import { anchorRoutes } from '@sport/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey, routeKey } from '../../../lib/query-keys';

export const getHostDetail = (hostId: number, signal?: AbortSignal) =>
  request(anchorRoutes.hostDetail, { hostId }, { signal });

// The same key as the host page's: a host opened there is named here without a call.
export const hostDetailQuery = (hostId: number) =>
  queryOptions({
    queryKey: callKey(anchorRoutes.hostDetail, { hostId }),
    queryFn: ({ signal }) => getHostDetail(hostId, signal),
  });

/**
 * The hosts of `hostIds` (name, schedule), in the order asked, one cached call per host. One query over the
 * per-host ones, not useQueries: every part of TanStack Query the app uses ships with the first route.
 */
export function useHosts(hostIds: readonly number[]) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...routeKey(anchorRoutes.hostDetail), 'many', hostIds],
    queryFn: () => Promise.all(hostIds.map((hostId) => client.fetchQuery(hostDetailQuery(hostId)))),
    enabled: hostIds.length > 0,
  });
}
