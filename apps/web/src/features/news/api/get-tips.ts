import { newsRoutes, tipTabIsHistory, type RequestOf, type TipTab } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export const TIP_PAGE_SIZE = 10;

/** What the tip list is filtered by: sport, refunding tips only, own or third-party experts, one match. */
export type TipFilters = Omit<RequestOf<typeof newsRoutes.messageList>, 'page' | 'size' | 'isHistory'>;

type TipListInput = Omit<RequestOf<typeof newsRoutes.messageList>, 'page' | 'size'>;

export const getTips = (input: TipListInput, page: number, signal?: AbortSignal) =>
  request(newsRoutes.messageList, { ...input, page, size: TIP_PAGE_SIZE }, { signal });

/** Tips newest first, page by page (infinite scroll appends; a refetch starts again at page 1). */
export const tipsQuery = (input: TipListInput) =>
  infiniteQueryOptions({
    queryKey: [newsRoutes.messageList.path, { ...input, size: TIP_PAGE_SIZE }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getTips(input, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.isLastPage ? undefined : last.pageNum + 1),
  });

/** The tips of a tab (SPEC §4): new ones on sale (isHistory 1, the server's default) or settled ones (0). */
export const useTips = (tab: TipTab, filters: TipFilters) =>
  useInfiniteQuery(tipsQuery({ ...filters, ...(tab === 'history' ? { isHistory: tipTabIsHistory(tab) } : {}) }));
