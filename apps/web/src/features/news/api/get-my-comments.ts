import { newsRoutes } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { request } from '../../../lib/http';

const SIZE = 10;

export const getMyComments = (page: number, signal?: AbortSignal) =>
  request(newsRoutes.myCommentList, { page, size: SIZE }, { signal });

/** The user's comments and replies, newest first, page by page. */
export const myCommentsQuery = () =>
  infiniteQueryOptions({
    queryKey: [newsRoutes.myCommentList.path, { size: SIZE }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getMyComments(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.isLastPage ? undefined : last.pageNum + 1),
  });

/** Not asked for a visitor: the call needs login. */
export function useMyComments() {
  const token = useAuthStore((s) => s.token);
  return useInfiniteQuery({ ...myCommentsQuery(), enabled: Boolean(token) });
}
