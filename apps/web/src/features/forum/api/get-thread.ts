import { forumRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** A thread with its body and photos. */
export const threadQuery = (threadId: number) =>
  queryOptions({
    queryKey: callKey(forumRoutes.threadDetail, { threadId }),
    queryFn: ({ signal }) => request(forumRoutes.threadDetail, { threadId }, { signal }),
  });

export const useThread = (threadId: number) => useQuery(threadQuery(threadId));
