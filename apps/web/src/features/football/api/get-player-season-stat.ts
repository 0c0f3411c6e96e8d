import { fiveLeaguesRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

interface PlayerSeasonInput {
  seasonId: number;
  playerId: number;
}

/** A player's totals in one season. */
export const getPlayerSeasonStat = (input: PlayerSeasonInput, signal?: AbortSignal) =>
  request(fiveLeaguesRoutes.playerSeasonStat, input, { signal });

export const playerSeasonStatQuery = (input: PlayerSeasonInput) =>
  queryOptions({
    queryKey: callKey(fiveLeaguesRoutes.playerSeasonStat, input),
    queryFn: ({ signal }) => getPlayerSeasonStat(input, signal),
  });

export const usePlayerSeasonStat = (input: PlayerSeasonInput) => useQuery(playerSeasonStatQuery(input));
