import { nbaRoutes, type RequestOf } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export type HomeAwayInput = RequestOf<typeof nbaRoutes.homeAway>;

/** Every team's home and away record (draws are always 0). */
export const homeAwayQuery = (input: HomeAwayInput) =>
  queryOptions({
    queryKey: callKey(nbaRoutes.homeAway, input),
    queryFn: ({ signal }) => request(nbaRoutes.homeAway, input, { signal }),
  });

export const useHomeAway = (input: HomeAwayInput) => useQuery(homeAwayQuery(input));
