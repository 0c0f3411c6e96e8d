import { NbaKind, nbaRoutes, type Match } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMatchDates } from './get-match-dates';
import { getMatchList } from './get-match-list';

/**
 * Every playoff game of a season (play-in to the Finals), for the bracket and the Finals list. The list call
 * answers a day or a stage, and the contract names no playoff stage id: the first and last playoff days' games
 * name the season's playoff and Finals stages, and each stage's games come in one call.
 */
export async function getPlayoffGames(seasonId: number, signal?: AbortSignal): Promise<Match[]> {
  const kind = NbaKind.Playoffs;
  const dates = await getMatchDates({ seasonId, kind }, signal);
  const ends = [...new Set([dates[0]?.matchDate, dates.at(-1)?.matchDate])].filter((d): d is number => d !== undefined);
  const days = await Promise.all(ends.map((matchDate) => getMatchList({ matchDate, kind, seasonId }, signal)));
  const stages = [...new Set(days.flat().map((game) => game.stageId))];
  const games = await Promise.all(stages.map((stageId) => getMatchList({ seasonId, stageId }, signal)));
  const seen = new Set<number>();
  return games.flat().filter((game) => !seen.has(game.matchId) && seen.add(game.matchId));
}

export const playoffGamesQuery = (seasonId: number) =>
  queryOptions({
    queryKey: [nbaRoutes.list.path, { seasonId, playoffs: true }] as const,
    queryFn: ({ signal }) => getPlayoffGames(seasonId, signal),
  });

export const usePlayoffGames = (seasonId: number) => useQuery(playoffGamesQuery(seasonId));
