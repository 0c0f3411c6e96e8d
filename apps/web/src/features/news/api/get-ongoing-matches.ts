import { newsRoutes, type RequestOf } from '@sport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

type Input = RequestOf<typeof newsRoutes.ongoingMatches>;

export const getOngoingMatches = (input: Input, signal?: AbortSignal) =>
  request(newsRoutes.ongoingMatches, input, { signal });

/** Upcoming and live matches that have tips on sale (SPEC §7 message/v2/select), of one sport or all. */
export const ongoingMatchesQuery = (sportsType?: number) => {
  const input: Input = sportsType === undefined ? {} : { sportsType };
  return queryOptions({ queryKey: callKey(newsRoutes.ongoingMatches, input), queryFn: ({ signal }) => getOngoingMatches(input, signal) });
};

// another sport's matches stay until this one's come, so the row does not vanish and come back
export const useOngoingMatches = (sportsType?: number) =>
  useQuery({ ...ongoingMatchesQuery(sportsType), placeholderData: keepPreviousData });
