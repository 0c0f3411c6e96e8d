import { NbaKind, nbaRoutes, type Match } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMatchList } from './get-match-list';

/**
 * Every playoff game of a season (play-in to the Finals), for the bracket and the Finals list: the list call
 * without a day answers a knockout kind's every game.
 */
export const getPlayoffGames = (seasonId: number, signal?: AbortSignal): Promise<Match[]> =>
  getMatchList({ seasonId, kind: NbaKind.Playoffs }, signal);

export const playoffGamesQuery = (seasonId: number) =>
  queryOptions({
    queryKey: [nbaRoutes.list.path, { seasonId, kind: NbaKind.Playoffs }] as const,
    queryFn: ({ signal }) => getPlayoffGames(seasonId, signal),
  });

export const usePlayoffGames = (seasonId: number) => useQuery(playoffGamesQuery(seasonId));
