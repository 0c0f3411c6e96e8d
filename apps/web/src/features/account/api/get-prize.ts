import { newsRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export const getPrize = (signal?: AbortSignal) => request(newsRoutes.lotteryApprovalInfo, {}, { signal });

/** The user's live-room draw prize and its claim (SPEC §7 lottery approval info): none, or its review status. */
export const prizeQuery = () =>
  queryOptions({ queryKey: callKey(newsRoutes.lotteryApprovalInfo, {}), queryFn: ({ signal }) => getPrize(signal) });

/** Not asked for a visitor: the call needs login. */
export function usePrize() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...prizeQuery(), enabled: Boolean(token) });
}
