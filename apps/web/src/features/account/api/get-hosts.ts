import { anchorRoutes } from '@sport/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hostDetailQuery } from '../../../lib/host-detail';
import { routeKey } from '../../../lib/query-keys';

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
