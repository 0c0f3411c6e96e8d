import { forumRoutes, type ForumSort } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** A board's threads (every board when `boardId` is absent) in `sort` order, page by page by cursor. */
export const threadsQuery = (boardId: number | undefined, sort: ForumSort) =>
  infiniteQueryOptions({
    queryKey: [forumRoutes.threadList.path, { boardId, sort }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      request(
        forumRoutes.threadList,
        { sort, ...(boardId === undefined ? {} : { boardId }), ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export const useThreads = (boardId: number | undefined, sort: ForumSort) =>
  useInfiniteQuery(threadsQuery(boardId, sort));

/** Every thread list, whatever board and order (to reload after a post). */
export const allThreadListsKey = [forumRoutes.threadList.path] as const;
