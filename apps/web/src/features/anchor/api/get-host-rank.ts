import { anchorRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

const input = { size: 50 };

/** The weekly anchor rank. */
export const getHostRank = (signal?: AbortSignal) => request(anchorRoutes.hostRank, input, { signal });

export const hostRankQuery = () =>
  queryOptions({ queryKey: callKey(anchorRoutes.hostRank, input), queryFn: ({ signal }) => getHostRank(signal) });

export const useHostRank = () => useQuery(hostRankQuery());
