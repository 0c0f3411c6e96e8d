import { forumRoutes } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** A thread's replies, first floor first, page by page by cursor. */
export const repliesQuery = (threadId: number) =>
  infiniteQueryOptions({
    queryKey: [forumRoutes.replyList.path, { threadId }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      request(forumRoutes.replyList, { threadId, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export const useReplies = (threadId: number) => useInfiniteQuery(repliesQuery(threadId));
