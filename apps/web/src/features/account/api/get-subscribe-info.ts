import { anchorRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** The user's booked match ids, the hosts of those bookings, and the followed host ids; login only. */
export const getSubscribeInfo = (signal?: AbortSignal) => request(anchorRoutes.userSubscribeInfo, {}, { signal });

// The same key as the shell's live-booking list: one cache entry, which follows and bookings keep fresh.
export const subscribeInfoQuery = () =>
  queryOptions({
    queryKey: callKey(anchorRoutes.userSubscribeInfo, {}),
    queryFn: ({ signal }) => getSubscribeInfo(signal),
  });

export function useSubscribeInfo() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...subscribeInfoQuery(), enabled: Boolean(token) });
}
