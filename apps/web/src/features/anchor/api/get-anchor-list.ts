import { ANCHOR_DEFAULT_MOMENT_SORT, anchorRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

const input = { momentSort: ANCHOR_DEFAULT_MOMENT_SORT };

/** The anchor page in one call: hosts, live matches with their hosts, popular moments. */
export const getAnchorList = (signal?: AbortSignal) => request(anchorRoutes.listV2, input, { signal });

// The shell prefetches it at start-up and its tab-bar live badge reads it: one cache entry for all three.
export const anchorListQuery = () =>
  queryOptions({ queryKey: callKey(anchorRoutes.listV2, input), queryFn: ({ signal }) => getAnchorList(signal) });

export const useAnchorList = () => useQuery(anchorListQuery());
