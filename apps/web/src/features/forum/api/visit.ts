import { activityRoutes, forumRoutes } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/**
 * Marks the forum seen now (SPEC §3: the server keeps the user's lastCheckoutDate); its answer is the disclosure
 * route with isNewArticleExist false, which the tab badge reads from the shared cache entry.
 */
export function useVisitForum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(forumRoutes.visit, {}, { silent: true }),
    onSuccess: (route) => client.setQueryData(callKey(activityRoutes.disclosureRoute, {}), route),
  });
}
