import { labelOf } from './label-of';

/** SPEC §4 basketball status 0–15 (the "second reading": quarters and their breaks). */
export const BasketballStatus = {
  Abnormal: 0,
  NotStarted: 1,
  Q1: 2,
  Q1Done: 3,
  Q2: 4,
  Q2Done: 5,
  Q3: 6,
  Q3Done: 7,
  Q4: 8,
  Overtime: 9,
  Finished: 10,
  Interrupted: 11,
  Cancelled: 12,
  Postponed: 13,
  Abandoned: 14,
  ToBeDecided: 15,
} as const;
export type BasketballStatusId = (typeof BasketballStatus)[keyof typeof BasketballStatus];

export const BASKETBALL_STATUS_LABELS: Record<BasketballStatusId, string> = {
  0: '异常',
  1: '未开赛',
  2: '第一节',
  3: '第一节完',
  4: '第二节',
  5: '第二节完',
  6: '第三节',
  7: '第三节完',
  8: '第四节',
  9: '加时',
  10: '完场',
  11: '中断',
  12: '取消',
  13: '延期',
  14: '腰斩',
  15: '待定',
};
export const basketballStatusLabel = (id: number): string => labelOf(BASKETBALL_STATUS_LABELS, id);

/**
 * A status with the period's game clock when one runs, from the seconds left: 第四节 03:21; the status alone
 * otherwise (第三节完, 完场 …). Here beside the labels, which every page showing a basketball status loads already.
 */
export function withGameClock(status: string, clock: number | null | undefined): string {
  if (clock === null || clock === undefined) return status;
  const seconds = clock % 60;
  return `${status} ${String((clock - seconds) / 60).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** In play: Q1 through overtime (2–9). */
export const isBasketballLive = (id: number): boolean => id >= 2 && id <= 9;
export const isBasketballFinished = (id: number): boolean => id === BasketballStatus.Finished;
export const isBasketballNotStarted = (id: number): boolean => id === BasketballStatus.NotStarted;

/**
 * SPEC §4's third basketball set, 3001–3019. SPEC names the phases but not their order beyond the
 * list; we number them in SPEC's order, with the quarters and their breaks expanded.
 */
export const BASKETBALL_PHASE_LABELS: Readonly<Record<number, string>> = {
  3001: '未开赛',
  3002: '上半场',
  3003: '中场',
  3004: '下半场',
  3005: '第一节',
  3006: '第一节完',
  3007: '第二节',
  3008: '第二节完',
  3009: '第三节',
  3010: '第三节完',
  3011: '第四节',
  3012: '加时',
  3013: '常规时间结束',
  3014: '比赛结束',
  3015: '等待加时',
  3016: '加时结束',
  3017: '推迟',
  3018: '中断',
  3019: '腰斩',
};
export const basketballPhaseLabel = (id: number): string => labelOf(BASKETBALL_PHASE_LABELS, id);
