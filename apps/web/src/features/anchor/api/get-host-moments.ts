import { ANCHOR_DEFAULT_MOMENT_SORT, anchorRoutes } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

// Moments carry photos: a short page keeps the first screen light on a phone.
export const MOMENT_PAGE_SIZE = 5;

export const getHostMoments = (hostId: number, page: number, signal?: AbortSignal) =>
  request(anchorRoutes.momentList, { hostId, page, size: MOMENT_PAGE_SIZE, momentSort: ANCHOR_DEFAULT_MOMENT_SORT }, { signal });

/** A host's moments, page by page: page 1 replaces (refetch), later pages append (SPEC §4). */
export const hostMomentsQuery = (hostId: number) =>
  infiniteQueryOptions({
    queryKey: [anchorRoutes.momentList.path, { hostId, size: MOMENT_PAGE_SIZE }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getHostMoments(hostId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.isLastPage ? undefined : last.pageNum + 1),
  });

export const useHostMoments = (hostId: number) => useInfiniteQuery(hostMomentsQuery(hostId));
