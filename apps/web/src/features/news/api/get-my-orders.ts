import { newsRoutes } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { request } from '../../../lib/http';

const SIZE = 10;

export const getMyOrders = (page: number, signal?: AbortSignal) =>
  request(newsRoutes.myOrder, { page, size: SIZE }, { signal });

/** The tips the user bought, newest purchase first, page by page (a purchase invalidates this key). */
export const myOrdersQuery = () =>
  infiniteQueryOptions({
    queryKey: [newsRoutes.myOrder.path, { size: SIZE }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getMyOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.isLastPage ? undefined : last.pageNum + 1),
  });

/** Not asked for a visitor: the call needs login. */
export function useMyOrders() {
  const token = useAuthStore((s) => s.token);
  return useInfiniteQuery({ ...myOrdersQuery(), enabled: Boolean(token) });
}
