import { NBA_CUP_STAGE_IDS, nbaCupRounds, nbaRoutes, type Match } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNotFoundError } from '../../../lib/error-text';
import { request } from '../../../lib/http';
import { LIST_HEADERS } from './get-match-list';

/** A stage's games; a season without that Cup stage answers 404, which here means no games. */
async function stageGames(seasonId: number, stageId: number, signal?: AbortSignal): Promise<Match[]> {
  try {
    return await request(
      nbaRoutes.list,
      { seasonId, stageId },
      { signal, json: true, headers: LIST_HEADERS, silent: true },
    );
  } catch (error) {
    if (isNotFoundError(error)) return [];
    throw error;
  }
}

/**
 * The NBA Cup knockout of a season: each round's games (asked by SPEC's stage ids 10492–10494, which the server
 * reads as that season's stage of the round: the games carry the season's own stage ids), in one cached answer.
 */
export const getCupRounds = (seasonId: number, signal?: AbortSignal): Promise<Match[][]> =>
  Promise.all(NBA_CUP_STAGE_IDS.map((stageId) => stageGames(seasonId, stageId, signal)));

export const cupGamesQuery = (seasonId: number) =>
  queryOptions({
    queryKey: [nbaRoutes.list.path, { seasonId, stages: NBA_CUP_STAGE_IDS }] as const,
    queryFn: ({ signal }) => getCupRounds(seasonId, signal),
  });

/** The games, and the bracket SPEC §4 reads from them (semi-finals flagged isReverse). */
export const useCupKnockout = (seasonId: number) =>
  useQuery({
    ...cupGamesQuery(seasonId),
    select: (rounds) => ({
      games: rounds.flat(),
      bracket: nbaCupRounds(rounds[0] ?? [], rounds[1] ?? [], rounds[2] ?? []),
    }),
  });
