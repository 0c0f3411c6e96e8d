import { anchorRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export const getHostSchedule = (hostId: number, signal?: AbortSignal) =>
  request(anchorRoutes.hostSchedule, { hostId }, { signal });

export const hostScheduleQuery = (hostId: number) =>
  queryOptions({
    queryKey: callKey(anchorRoutes.hostSchedule, { hostId }),
    queryFn: ({ signal }) => getHostSchedule(hostId, signal),
  });

export const useHostSchedule = (hostId: number) => useQuery(hostScheduleQuery(hostId));
