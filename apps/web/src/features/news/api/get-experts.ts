import { ExpertSort, newsRoutes, type ExpertSortId } from '@sport/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** The /news page's expert rows: enough for four carousel pages of eight. */
const HOME_SIZE = 32;

const input = (sortType: ExpertSortId) => ({ page: 1, size: HOME_SIZE, sortType });

export const getExperts = (sortType: ExpertSortId, signal?: AbortSignal) =>
  request(newsRoutes.professorList, input(sortType), { signal });

/** One sort of the expert list (hot, hit rate, return, or the ones the caller follows). */
export const expertsQuery = (sortType: ExpertSortId) =>
  queryOptions({
    queryKey: callKey(newsRoutes.professorList, input(sortType)),
    queryFn: ({ signal }) => getExperts(sortType, signal),
  });

export const useHotExperts = () => useQuery(expertsQuery(ExpertSort.Hot));

/** The experts the user follows (sortType 4 needs login): not asked for a visitor. */
export function useFollowedExperts() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...expertsQuery(ExpertSort.Followed), enabled: Boolean(token) });
}

/** Every expert (/news/all-gods), eight to a page: each page is one chunk of the grid (SPEC §9). */
const ALL_SIZE = 8;

export const allExpertsQuery = () =>
  infiniteQueryOptions({
    queryKey: [newsRoutes.professorList.path, { size: ALL_SIZE, sortType: ExpertSort.Hot }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      request(newsRoutes.professorList, { page: pageParam, size: ALL_SIZE, sortType: ExpertSort.Hot }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.isLastPage ? undefined : last.pageNum + 1),
  });

export const useAllExperts = () => useInfiniteQuery(allExpertsQuery());
