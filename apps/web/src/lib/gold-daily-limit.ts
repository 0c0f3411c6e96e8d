import { activityRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from './auth-store';
import { request } from './http';
import { callKey } from './query-keys';

/** How much gold the user may still spend today (decision 019): the account sheet and the buy sheet show it. */
export const getGoldDailyLimit = (signal?: AbortSignal) => request(activityRoutes.goldDailyLimit, {}, { signal });

export const goldDailyLimitQuery = () =>
  queryOptions({
    queryKey: callKey(activityRoutes.goldDailyLimit, {}),
    queryFn: ({ signal }) => getGoldDailyLimit(signal),
    // every purchase lowers it (a purchase invalidates this key), and a new China day resets it: read it afresh
    // each time a sheet opens, as the balance beside it is
    staleTime: 0,
  });

export function useGoldDailyLimit() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...goldDailyLimitQuery(), enabled: Boolean(token) });
}
