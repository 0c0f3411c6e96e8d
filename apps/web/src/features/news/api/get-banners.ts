import { splitBanners, systemRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppActions } from '../../../lib/app-actions';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/**
 * SPEC §9 picks a banner's images by placement, one of which is the news banner. Of the web categories 10103
 * is the headline banner and 10106 the news-activity list; the app's news placement is 20303. (SPEC names the
 * placements but not their ids; these are ours, and the demo world fills them.)
 */
export const NEWS_BANNER_CATEGORY_IDS = { web: [10103, 10106], app: [20303] } as const;

const input = (inNativeApp: boolean) => ({
  categoryId: (inNativeApp ? NEWS_BANNER_CATEGORY_IDS.app : NEWS_BANNER_CATEGORY_IDS.web).join(','),
});

export const newsBannersQuery = (inNativeApp: boolean) =>
  queryOptions({
    queryKey: callKey(systemRoutes.imagesQuery, input(inNativeApp)),
    queryFn: ({ signal }) => request(systemRoutes.imagesQuery, input(inNativeApp), { signal }),
    select: splitBanners,
  });

export function useNewsBanners() {
  const { inNativeApp } = useAppActions();
  return useQuery(newsBannersQuery(inNativeApp));
}
