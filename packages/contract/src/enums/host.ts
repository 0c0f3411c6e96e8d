import { labelOf } from './label-of';

/** SPEC §4 "Anchor live": a host's liveStatus 1 means live; 3 hides the host everywhere (SPEC §5). */
export const HostLiveStatus = { Offline: 0, Live: 1, Hidden: 3 } as const;

/** SPEC §4 host schedule live status. */
export const ScheduleLiveStatus = { NotStarted: 0, InProgress: 1, Ended: 2 } as const;
export type ScheduleLiveStatusId = (typeof ScheduleLiveStatus)[keyof typeof ScheduleLiveStatus];
export const SCHEDULE_LIVE_STATUS_LABELS: Record<ScheduleLiveStatusId, string> = {
  0: '未开始',
  1: '直播中',
  2: '已结束',
};
export const scheduleLiveStatusLabel = (id: number): string => labelOf(SCHEDULE_LIVE_STATUS_LABELS, id);

/** SPEC §4 host list kinds (the all-anchor page's tabs). */
export const HostListKind = { Live: 1, ComingSoon: 2, Scheduled: 3 } as const;
export type HostListKindId = (typeof HostListKind)[keyof typeof HostListKind];
export const HOST_LIST_KIND_LABELS: Record<HostListKindId, string> = {
  1: '正在直播',
  2: '即将开播',
  3: '直播预告',
};
export const hostListKindLabel = (id: number): string => labelOf(HOST_LIST_KIND_LABELS, id);

/** SPEC §4 badge kinds; also the ranking kinds of the user-ranking boards. */
export const BadgeKind = { Red: 1, Gain: 2, Pop: 3, Attention: 4 } as const;
export type BadgeKindId = (typeof BadgeKind)[keyof typeof BadgeKind];
export const BADGE_KIND_LABELS: Record<BadgeKindId, string> = {
  1: '红单',
  2: '盈利',
  3: '人气',
  4: '跟单',
};
export const badgeKindLabel = (id: number): string => labelOf(BADGE_KIND_LABELS, id);
