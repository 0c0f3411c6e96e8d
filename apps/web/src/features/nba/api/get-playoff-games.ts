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

/** The Finals' games among a season's playoff games (their own kind, 5): each season its own Finals. */
export const finalsGames = (games: readonly Match[]): Match[] => games.filter((game) => game.kind === NbaKind.Finals);

/**
 * What a season's playoffs hold, from the same cached answer: the centre offers the playoffs only once they have
 * games, and their Finals view only once the Finals have (the running season has neither before spring).
 */
export const usePlayoffShape = (seasonId: number) =>
  useQuery({
    ...playoffGamesQuery(seasonId),
    select: (games) => ({ playoffs: games.length > 0, finals: finalsGames(games).length > 0 }),
  });
