import { queryOptions, useQuery } from '@tanstack/react-query';
import { topPlayers } from '@sport/contract';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig, PlayerRankingInput } from '../centres';

/** The top 10 of a season by one stat (SPEC §5: ranked again here, whatever order the answer has). */
export const getPlayerRanking = async (centre: CentreConfig, input: PlayerRankingInput, signal?: AbortSignal) =>
  topPlayers(await centre.calls.playerRanking.run(input, signal));

export const playerRankingQuery = (centre: CentreConfig, input: PlayerRankingInput) =>
  queryOptions({
    queryKey: callKey(centre.calls.playerRanking.def, input),
    queryFn: ({ signal }) => getPlayerRanking(centre, input, signal),
  });

export const usePlayerRanking = (centre: CentreConfig, input: PlayerRankingInput) =>
  useQuery(playerRankingQuery(centre, input));
