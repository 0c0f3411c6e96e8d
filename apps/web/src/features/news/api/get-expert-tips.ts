import { newsRoutes, tipTabIsHistory, type TipTab } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

const SIZE = 10;

/** An expert's current (tab new: isHistory 1, SPEC §7) or settled (history) tips, page by page. */
export const expertTipsQuery = (professorId: number, tab: TipTab) =>
  infiniteQueryOptions({
    queryKey: [newsRoutes.professorMessages.path, { professorId, isHistory: tipTabIsHistory(tab), size: SIZE }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      request(
        newsRoutes.professorMessages,
        { professorId, isHistory: tipTabIsHistory(tab), page: pageParam, size: SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.isLastPage ? undefined : last.pageNum + 1),
  });

export const useExpertTips = (professorId: number, tab: TipTab) => useInfiniteQuery(expertTipsQuery(professorId, tab));
