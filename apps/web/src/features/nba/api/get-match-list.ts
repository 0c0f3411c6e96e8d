import { nbaRoutes, PLATFORM_ID, type RequestOf } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** SPEC §7: the list is sent as JSON and reads the caller's platform from the pid header (anchors per game). */
export const LIST_HEADERS = { pid: PLATFORM_ID };

export type ListInput = RequestOf<typeof nbaRoutes.list>;

/** Games of a day (China time), of a kind, or of a cup knockout stage, with their anchors. */
export const getMatchList = (input: ListInput, signal?: AbortSignal) =>
  request(nbaRoutes.list, input, { signal, json: true, headers: LIST_HEADERS });

export const matchListQuery = (input: ListInput) =>
  queryOptions({ queryKey: callKey(nbaRoutes.list, input), queryFn: ({ signal }) => getMatchList(input, signal) });

export const useMatchList = (input: ListInput) => useQuery(matchListQuery(input));
