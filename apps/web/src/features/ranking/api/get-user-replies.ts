import { forumRoutes } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** A user's replies (with their threads' titles) on their rank-user page, newest first, cursor paged. */
export const userRepliesQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: [forumRoutes.userReplies.path, { userId }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      request(forumRoutes.userReplies, { userId, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export const useUserReplies = (userId: number) => useInfiniteQuery(userRepliesQuery(userId));
