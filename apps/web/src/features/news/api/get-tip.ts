import { newsRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export const getTip = (id: number, signal?: AbortSignal) => request(newsRoutes.messageDetail, { id }, { signal });

/**
 * A tip. The paid part (sportsInfo, sportsPlay) is in the answer only for whoever may read it, so the same
 * entry is asked again after a purchase or a login.
 */
export const tipQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(newsRoutes.messageDetail, { id }),
    queryFn: ({ signal }) => getTip(id, signal),
  });

export const useTip = (id: number) => useQuery(tipQuery(id));
