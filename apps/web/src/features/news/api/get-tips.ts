import { newsRoutes, type RequestOf, type TipTab } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export const TIP_PAGE_SIZE = 10;

/** What the tip list is filtered by: sport, refunding tips only, own or third-party experts, one match. */
export type TipFilters = Omit<RequestOf<typeof newsRoutes.messageList>, 'page' | 'size'>;

export const getTips = (filters: TipFilters, page: number, signal?: AbortSignal) =>
  request(newsRoutes.messageList, { ...filters, page, size: TIP_PAGE_SIZE }, { signal });

/** Tips on sale, newest first, page by page (infinite scroll appends; a refetch starts again at page 1). */
export const tipsQuery = (filters: TipFilters) =>
  infiniteQueryOptions({
    queryKey: [newsRoutes.messageList.path, { ...filters, size: TIP_PAGE_SIZE }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getTips(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.isLastPage ? undefined : last.pageNum + 1),
  });

/** The tips of a tab of /news: new ones on sale, or settled ones (history). */
export const useTips = (tab: TipTab, filters: TipFilters) => useInfiniteQuery(tipsQuery(filters));
