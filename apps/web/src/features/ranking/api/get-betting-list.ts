import { BETTING_LIST_PAGE_SIZE, rankingRoutes } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** One page of a user's bets: the first without a cursor, each next one with the cursor the last page gave. */
export const getBettingList = (userId: number, cursor: string | null, page: number, signal?: AbortSignal) =>
  request(
    rankingRoutes.bettingList,
    { userId, size: BETTING_LIST_PAGE_SIZE, page, ...(cursor ? { cursor } : {}) },
    { signal },
  );

interface PageParam {
  cursor: string | null;
  page: number;
}
const FIRST_PAGE: PageParam = { cursor: null, page: 1 };

/** A user's bets, 100 a page (SPEC §9), cursor paging: page 1 replaces on refetch, later pages append. */
export const bettingListQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: [rankingRoutes.bettingList.path, { userId, size: BETTING_LIST_PAGE_SIZE }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getBettingList(userId, pageParam.cursor, pageParam.page, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last): PageParam | undefined =>
      last.cursor ? { cursor: last.cursor, page: last.pageNum + 1 } : undefined,
  });

export const useBettingList = (userId: number) => useInfiniteQuery(bettingListQuery(userId));
