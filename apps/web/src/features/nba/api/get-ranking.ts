import { nbaRoutes, type RequestOf } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export type RankingInput = RequestOf<typeof nbaRoutes.ranking>;

/** Conference standings: 东部排名 and 西部排名. */
export const rankingQuery = (input: RankingInput) =>
  queryOptions({
    queryKey: callKey(nbaRoutes.ranking, input),
    queryFn: ({ signal }) => request(nbaRoutes.ranking, input, { signal }),
  });

export const useRanking = (input: RankingInput) => useQuery(rankingQuery(input));
