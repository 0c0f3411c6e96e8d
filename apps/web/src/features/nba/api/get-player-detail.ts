import { nbaRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** A player's profile, averages and recent games. */
export const playerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(nbaRoutes.playerDetail, { id }),
    queryFn: ({ signal }) => request(nbaRoutes.playerDetail, { id }, { signal }),
  });

export const usePlayerDetail = (id: number) => useQuery(playerDetailQuery(id));
