import { NBA_CUP_STAGE_IDS, nbaCupKnockout, nbaRoutes, type Match } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { LIST_HEADERS } from './get-match-list';

/** The NBA Cup knockout of a season: the three stages' games (10492–10494), in one cached answer. */
export const getCupGames = async (seasonId: number, signal?: AbortSignal): Promise<Match[]> =>
  (
    await Promise.all(
      NBA_CUP_STAGE_IDS.map((stageId) =>
        request(nbaRoutes.list, { seasonId, stageId }, { signal, json: true, headers: LIST_HEADERS }),
      ),
    )
  ).flat();

export const cupGamesQuery = (seasonId: number) =>
  queryOptions({
    queryKey: [nbaRoutes.list.path, { seasonId, stages: NBA_CUP_STAGE_IDS }] as const,
    queryFn: ({ signal }) => getCupGames(seasonId, signal),
  });

/** The games, and the bracket SPEC §4 reads from them (semi-finals flagged isReverse). */
export const useCupKnockout = (seasonId: number) =>
  useQuery({ ...cupGamesQuery(seasonId), select: (games) => ({ games, bracket: nbaCupKnockout(games) }) });
