import { forumRoutes } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** A user's threads on their rank-user page, newest first, cursor paged (the forum's own call). */
export const userThreadsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: [forumRoutes.userThreads.path, { userId }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      request(forumRoutes.userThreads, { userId, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export const useUserThreads = (userId: number) => useInfiniteQuery(userThreadsQuery(userId));
