import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig, SeasonInput } from '../centres';

/** A season's standings: the league table, or every group of the group stage. */
export const getRanking = (centre: CentreConfig, input: SeasonInput, signal?: AbortSignal) =>
  centre.calls.ranking.run(input, signal);

export const rankingQuery = (centre: CentreConfig, input: SeasonInput) =>
  queryOptions({
    queryKey: callKey(centre.calls.ranking.def, input),
    queryFn: ({ signal }) => getRanking(centre, input, signal),
  });

export const useRanking = (centre: CentreConfig, input: SeasonInput) => useQuery(rankingQuery(centre, input));
