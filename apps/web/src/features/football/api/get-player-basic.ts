import { fiveLeaguesRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** A five-leagues player's profile. */
export const getPlayerBasic = (playerId: number, signal?: AbortSignal) =>
  request(fiveLeaguesRoutes.playerBasic, { id: playerId }, { signal });

export const playerBasicQuery = (playerId: number) =>
  queryOptions({
    queryKey: callKey(fiveLeaguesRoutes.playerBasic, { id: playerId }),
    queryFn: ({ signal }) => getPlayerBasic(playerId, signal),
  });

export const usePlayerBasic = (playerId: number) => useQuery(playerBasicQuery(playerId));
