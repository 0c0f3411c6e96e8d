/** SPEC §4 tip tabs on an expert's page; SPEC §7: isHistory 1 asks for the current tips. */
export const TIP_TABS = [
  { key: 'new', label: '最新推荐', isHistory: 1 },
  { key: 'history', label: '历史推荐', isHistory: 0 },
] as const;
export type TipTab = (typeof TIP_TABS)[number]['key'];
export const tipTabIsHistory = (tab: TipTab): 0 | 1 => (tab === 'new' ? 1 : 0);

/** Expert list sort types (professor/info sortType); 4 lists the caller's followed experts (SPEC §7). */
export const ExpertSort = { Hot: 1, HitRate: 2, Return: 3, Followed: 4 } as const;
export type ExpertSortId = (typeof ExpertSort)[keyof typeof ExpertSort];
export const EXPERT_SORT_LABELS: Record<ExpertSortId, string> = {
  1: '人气',
  2: '命中率',
  3: '回报率',
  4: '我的关注',
};
