import { anchorRoutes, HostListKind, type HostListKindId } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** A tab of the all-anchor page: every host (0), or one host list kind (SPEC §4: 1 live, 2 coming soon, 3 scheduled). */
export type AllHostsTab = 0 | HostListKindId;
export const ALL_HOSTS_TABS: readonly AllHostsTab[] = [0, HostListKind.Live, HostListKind.ComingSoon, HostListKind.Scheduled];

// A screenful of rows a page: the list grows as the user scrolls, however many hosts there are.
export const ALL_HOSTS_PAGE_SIZE = 20;

const input = (tab: AllHostsTab, page: number) => ({ page, size: ALL_HOSTS_PAGE_SIZE, ...(tab === 0 ? {} : { kind: tab }) });

export const getAllHosts = (tab: AllHostsTab, page: number, signal?: AbortSignal) =>
  request(anchorRoutes.hostList, input(tab, page), { signal });

/** One tab's hosts page by page, in the server's order (live first, then coming soon, scheduled; top ones first). */
export const allHostsQuery = (tab: AllHostsTab) =>
  infiniteQueryOptions({
    queryKey: [anchorRoutes.hostList.path, { kind: tab, size: ALL_HOSTS_PAGE_SIZE }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getAllHosts(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.isLastPage ? undefined : last.pageNum + 1),
  });

export const useAllHosts = (tab: AllHostsTab) => useInfiniteQuery(allHostsQuery(tab));
