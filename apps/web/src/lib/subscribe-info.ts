import { anchorRoutes } from '@sport/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { callKey } from './query-keys';

/** The user's booked match ids, the hosts of those bookings, and the followed host ids; login only. */
export const getSubscribeInfo = (signal?: AbortSignal) => request(anchorRoutes.userSubscribeInfo, {}, { signal });

/**
 * One cache entry for the shell's live-booking list (fetched on login, dropped on logout, SPEC §4), the host
 * pages and the account sheet: follows and bookings keep it fresh for all of them.
 */
export const subscribeInfoQuery = () =>
  queryOptions({
    queryKey: callKey(anchorRoutes.userSubscribeInfo, {}),
    queryFn: ({ signal }) => getSubscribeInfo(signal),
  });
