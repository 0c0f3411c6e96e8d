import { userRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** The logged-in user: name and gold balance. */
export const getUserInfo = (signal?: AbortSignal) => request(userRoutes.info, {}, { signal });

export const userInfoQuery = () =>
  queryOptions({
    queryKey: callKey(userRoutes.info, {}),
    queryFn: ({ signal }) => getUserInfo(signal),
    // the balance moves with every purchase elsewhere: read it afresh each time the sheet opens
    staleTime: 0,
  });

export function useUserInfo() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...userInfoQuery(), enabled: Boolean(token) });
}
