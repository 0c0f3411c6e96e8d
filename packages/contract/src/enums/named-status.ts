import { BasketballStatus, isBasketballLive } from './basketball-status';
import { FootballStatus, isFootballLive } from './football-status';

/** SPEC §4 named status set, a sport-independent reading of a match status. */
export const NAMED_STATUSES = [
  'ENDED',
  'POSTPONED',
  'INTERRUPTED',
  'CANCELLED',
  'NOT_STARTED',
  'LIVE',
  'DELAYED',
  'ABANDONED',
  'SUSPENDED',
] as const;
export type NamedStatus = (typeof NAMED_STATUSES)[number];

export const NAMED_STATUS_LABELS: Record<NamedStatus, string> = {
  ENDED: '已结束',
  POSTPONED: '推迟',
  INTERRUPTED: '中断',
  CANCELLED: '取消',
  NOT_STARTED: '未开始',
  LIVE: '进行中',
  DELAYED: '延期',
  ABANDONED: '腰斩',
  SUSPENDED: '待定',
};

/** Football status → named status; abnormal (0) reads as suspended. */
export function footballNamedStatus(id: number): NamedStatus {
  if (isFootballLive(id)) return 'LIVE';
  switch (id) {
    case FootballStatus.NotStarted:
      return 'NOT_STARTED';
    case FootballStatus.Finished:
      return 'ENDED';
    case FootballStatus.Postponed:
      return 'POSTPONED';
    case FootballStatus.Interrupted:
      return 'INTERRUPTED';
    case FootballStatus.Abandoned:
      return 'ABANDONED';
    case FootballStatus.Cancelled:
      return 'CANCELLED';
    default:
      return 'SUSPENDED';
  }
}

/** Basketball status → named status; "delayed" (13) maps to DELAYED. */
export function basketballNamedStatus(id: number): NamedStatus {
  if (isBasketballLive(id)) return 'LIVE';
  switch (id) {
    case BasketballStatus.NotStarted:
      return 'NOT_STARTED';
    case BasketballStatus.Finished:
      return 'ENDED';
    case BasketballStatus.Interrupted:
      return 'INTERRUPTED';
    case BasketballStatus.Cancelled:
      return 'CANCELLED';
    case BasketballStatus.Postponed:
      return 'DELAYED';
    case BasketballStatus.Abandoned:
      return 'ABANDONED';
    default:
      return 'SUSPENDED';
  }
}
