import { anchorRoutes, HostListKind } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

// Same input as the shell's start-up "live anchor list" prefetch, so the first paint reuses it.
const input = { kind: HostListKind.Live };

/** Hosts streaming now (host list kind 1). */
export const getLiveHosts = (signal?: AbortSignal) => request(anchorRoutes.hostList, input, { signal });

export const liveHostsQuery = () =>
  queryOptions({ queryKey: callKey(anchorRoutes.hostList, input), queryFn: ({ signal }) => getLiveHosts(signal) });

export const useLiveHosts = () => useQuery(liveHostsQuery());
