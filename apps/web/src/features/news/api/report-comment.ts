import { newsRoutes, TEXTS } from '@sport/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';
import { toastSuccess } from '../../../lib/toast';

/** The reasons a comment can be reported for (they change rarely: kept for the session). */
export const reportCategoriesQuery = () =>
  queryOptions({
    queryKey: callKey(newsRoutes.commentReportCate, {}),
    queryFn: ({ signal }) => request(newsRoutes.commentReportCate, {}, { signal }),
    staleTime: Infinity,
  });

export const useReportCategories = () => useQuery(reportCategoriesQuery());

export const reportComment = (commentId: number, cateId: number) => request(newsRoutes.reportAdd, { commentId, cateId });

/** Reports a comment for a reason; SPEC §8's 举报成功 when the server took it. */
export function useReportComment() {
  return useMutation({
    mutationFn: ({ commentId, cateId }: { commentId: number; cateId: number }) => reportComment(commentId, cateId),
    onSuccess: () => toastSuccess(TEXTS.reported),
  });
}
