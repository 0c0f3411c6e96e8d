import { nbaRoutes, type RequestOf } from '@sport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export type PlayerDetailInput = RequestOf<typeof nbaRoutes.playerDetail>;

/** A player's profile, and his averages and latest games of a season and kind. */
export const playerDetailQuery = (input: PlayerDetailInput) =>
  queryOptions({
    queryKey: callKey(nbaRoutes.playerDetail, input),
    queryFn: ({ signal }) => request(nbaRoutes.playerDetail, input, { signal }),
  });

/** The last season's answer stays on screen while another season's loads (the switchers sit above it). */
export const usePlayerDetail = (input: PlayerDetailInput) => useQuery({ ...playerDetailQuery(input), placeholderData: keepPreviousData });
