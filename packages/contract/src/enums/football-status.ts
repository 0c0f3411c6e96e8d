import { labelOf } from './label-of';

/** SPEC §4 football match status 0–13. */
export const FootballStatus = {
  Abnormal: 0,
  NotStarted: 1,
  FirstHalf: 2,
  HalfTime: 3,
  SecondHalf: 4,
  ExtraTime: 5,
  ExtraTimeDeprecated: 6,
  Penalties: 7,
  Finished: 8,
  Postponed: 9,
  Interrupted: 10,
  Abandoned: 11,
  Cancelled: 12,
  ToBeDecided: 13,
} as const;
export type FootballStatusId = (typeof FootballStatus)[keyof typeof FootballStatus];

export const FOOTBALL_STATUS_LABELS: Record<FootballStatusId, string> = {
  0: '异常',
  1: '未开赛',
  2: '上半场',
  3: '中场',
  4: '下半场',
  5: '加时赛',
  6: '加时赛(弃用)',
  7: '点球决战',
  8: '完场',
  9: '推迟',
  10: '中断',
  11: '腰斩',
  12: '取消',
  13: '待定',
};

export const footballStatusLabel = (id: number): string => labelOf(FOOTBALL_STATUS_LABELS, id);

/** In play: first half through penalties (2–7). */
export const isFootballLive = (id: number): boolean => id >= 2 && id <= 7;
export const isFootballFinished = (id: number): boolean => id === FootballStatus.Finished;
export const isFootballNotStarted = (id: number): boolean => id === FootballStatus.NotStarted;
/**
 * Half time reached: half time through full time (3–8). Before it a half-time score is only the running score (a
 * feed sends it from kick-off), which a page must not show as 半场.
 */
export const isPastFootballHalfTime = (id: number): boolean =>
  id >= FootballStatus.HalfTime && id <= FootballStatus.Finished;
/**
 * The minute of play runs: in play, but neither at half time nor in the shoot-out, where a feed's minute is where
 * the clock stopped (45', 120') and a page shows the status alone (中场, not 中场 45').
 */
export const isFootballClockRunning = (id: number): boolean =>
  isFootballLive(id) && id !== FootballStatus.HalfTime && id !== FootballStatus.Penalties;
/** The video-schedule window of SPEC §4: not started through penalties (1–7). */
export const isFootballUpcomingOrLive = (id: number): boolean => id >= 1 && id <= 7;

/** SPEC §4 detailed football phases 1002–1016. */
export const FOOTBALL_PHASE_LABELS: Readonly<Record<number, string>> = {
  1002: '上半场',
  1003: '中场休息',
  1004: '下半场',
  1005: '常规时间结束',
  1006: '加时赛上半场',
  1007: '加时赛中场',
  1008: '加时赛下半场',
  1009: '加时赛结束',
  1010: '点球大战',
  1011: '比赛结束',
  1012: '等待加时赛',
  1013: '等待点球大战',
  1014: '点球大战结束',
  1015: '中断',
  1016: '腰斩',
};
export const footballPhaseLabel = (id: number): string => labelOf(FOOTBALL_PHASE_LABELS, id);
