import { newsRoutes } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

const SIZE = 10;

/** A tip's comments with their replies, newest first, page by page. */
export const commentsQuery = (messageId: number) =>
  infiniteQueryOptions({
    queryKey: [newsRoutes.commentList.path, { messageId, size: SIZE }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      request(newsRoutes.commentList, { messageId, page: pageParam, size: SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.isLastPage ? undefined : last.pageNum + 1),
  });

export const useComments = (messageId: number) => useInfiniteQuery(commentsQuery(messageId));
