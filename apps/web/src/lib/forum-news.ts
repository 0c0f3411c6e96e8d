import { activityRoutes } from '@sport/contract';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from './auth-store';
import { request } from './http';
import { callKey } from './query-keys';

/**
 * The logged-in user's disclosure route (SPEC §3), in the app-wide cache entry of its call: the forum tab's badge
 * reads isNewArticleExist from it, and the forum page puts its visit's answer there (the server keeps the user's
 * lastCheckoutDate; the answer carries it), which clears the badge. Silent: a badge never reports a failure.
 */
export function useForumNews(): boolean {
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  const { data } = useQuery({
    queryKey: callKey(activityRoutes.disclosureRoute, {}),
    queryFn: ({ signal }) => request(activityRoutes.disclosureRoute, {}, { signal, silent: true }),
    enabled: loggedIn,
    staleTime: 60_000,
    retry: false,
  });
  return loggedIn && data?.isNewArticleExist === true;
}
