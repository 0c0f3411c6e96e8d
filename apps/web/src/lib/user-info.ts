import { userRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from './auth-store';
import { request } from './http';
import { callKey } from './query-keys';

/** The logged-in user: name and gold balance (the account sheet shows it; a tip purchase refreshes it). */
export const getUserInfo = (signal?: AbortSignal) => request(userRoutes.info, {}, { signal });

export const userInfoQuery = () =>
  queryOptions({
    queryKey: callKey(userRoutes.info, {}),
    queryFn: ({ signal }) => getUserInfo(signal),
    // the balance moves with every purchase elsewhere: read it afresh each time the sheet opens; whoever
    // spends gold (a tip purchase) invalidates this one key, so the account sheet and the buy sheet agree
    staleTime: 0,
  });

export function useUserInfo() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...userInfoQuery(), enabled: Boolean(token) });
}
