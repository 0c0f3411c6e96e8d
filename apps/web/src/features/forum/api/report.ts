import { forumRoutes, TEXTS, type ForumTargetType } from '@sport/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';
import { toastSuccess } from '../../../lib/toast';

/** The reasons a thread or reply can be reported for (they change rarely: kept for the session). */
export const reportCategoriesQuery = () =>
  queryOptions({
    queryKey: callKey(forumRoutes.reportCate, {}),
    queryFn: ({ signal }) => request(forumRoutes.reportCate, {}, { signal }),
    staleTime: Infinity,
  });

export const useReportCategories = () => useQuery(reportCategoriesQuery());

export interface ReportTarget {
  targetType: ForumTargetType;
  targetId: number;
}

export const report = (target: ReportTarget, cateId: number) => request(forumRoutes.report, { ...target, cateId });

/** Reports a thread or reply for a reason; SPEC §8's 举报成功 when the server took it. */
export function useReport() {
  return useMutation({
    mutationFn: ({ target, cateId }: { target: ReportTarget; cateId: number }) => report(target, cateId),
    onSuccess: () => toastSuccess(TEXTS.reported),
  });
}
