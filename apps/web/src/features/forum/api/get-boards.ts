import { forumRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** The boards (football, basketball, tips talk) with their thread counts. */
export const boardsQuery = () =>
  queryOptions({
    queryKey: callKey(forumRoutes.boards, {}),
    queryFn: ({ signal }) => request(forumRoutes.boards, {}, { signal }),
  });

export const useBoards = () => useQuery(boardsQuery());
