import { anchorRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** The user's bookings (match ids, host ids) and followed hosts; login only. */
export const getSubscribeInfo = (signal?: AbortSignal) => request(anchorRoutes.userSubscribeInfo, {}, { signal });

// The shell's live-booking list is this query (fetched on login, dropped on logout, SPEC §4).
export const subscribeInfoQuery = () =>
  queryOptions({
    queryKey: callKey(anchorRoutes.userSubscribeInfo, {}),
    queryFn: ({ signal }) => getSubscribeInfo(signal),
  });

export function useSubscribeInfo() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...subscribeInfoQuery(), enabled: Boolean(token) });
}
