import { newsRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export const getCommentRule = (signal?: AbortSignal) => request(newsRoutes.commentRule, {}, { signal });

/** The user's comment gate (SPEC §5): ban, recharge and VIP thresholds. */
export const commentRuleQuery = () =>
  queryOptions({
    queryKey: callKey(newsRoutes.commentRule, {}),
    queryFn: ({ signal }) => getCommentRule(signal),
  });

/** Asked only when logged in: a visitor is asked to log in first. */
export function useCommentRule() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...commentRuleQuery(), enabled: Boolean(token) });
}
