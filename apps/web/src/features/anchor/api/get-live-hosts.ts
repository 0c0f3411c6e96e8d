import { anchorRoutes, HostListKind } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

// SPEC §1's "live anchor list": the shell prefetches this query at start-up, so the first paint reuses it.
const input = { kind: HostListKind.Live };

/** Hosts streaming now (host list kind 1). */
export const getLiveHosts = (signal?: AbortSignal) => request(anchorRoutes.hostList, input, { signal });

export const liveHostsQuery = () =>
  queryOptions({ queryKey: callKey(anchorRoutes.hostList, input), queryFn: ({ signal }) => getLiveHosts(signal) });

export const useLiveHosts = () => useQuery(liveHostsQuery());
