import type { ReportCategory } from '@sport/contract';

/**
 * Why a forum post, a tip comment or a chat line can be reported: one list, so the report sheets offer the same reasons in
 * the same words (SPEC names the calls only; ours).
 */
export const REPORT_CATEGORIES: readonly ReportCategory[] = [
  { id: 1, name: '广告或垃圾信息' },
  { id: 2, name: '色情低俗' },
  { id: 3, name: '辱骂或人身攻击' },
  { id: 4, name: '违法违规' },
  { id: 5, name: '虚假或误导信息' },
  { id: 6, name: '其他' },
];

/** Why a report of one's own post, reply, comment or chat line is refused: the same words wherever it is refused. */
export const OWN_CONTENT_REPORT_MSG = '不能举报自己发布的内容';

export const isReportCategory = (cateId: number): boolean => REPORT_CATEGORIES.some((cate) => cate.id === cateId);
