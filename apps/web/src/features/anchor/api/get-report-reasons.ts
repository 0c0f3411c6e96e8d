import { newsRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** The reasons a chat line can be reported for: the same list as comments (they change rarely: kept for the session). */
export const reportReasonsQuery = () =>
  queryOptions({
    queryKey: callKey(newsRoutes.commentReportCate, {}),
    queryFn: ({ signal }) => request(newsRoutes.commentReportCate, {}, { signal }),
    staleTime: Infinity,
  });

export const useReportReasons = () => useQuery(reportReasonsQuery());
