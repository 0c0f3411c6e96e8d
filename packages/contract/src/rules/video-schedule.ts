import { VIDEO_SCHEDULE_LIMIT } from '../constants';
import { HostLiveStatus } from '../enums/host';

export interface VideoScheduleCandidate {
  statusId: number;
  anchorInfo?: readonly { liveStatus: number }[] | null | undefined;
}

const isStarted = (m: VideoScheduleCandidate): boolean => m.statusId >= 2 && m.statusId <= 7;
const hasLiveAnchor = (m: VideoScheduleCandidate): boolean =>
  (m.anchorInfo ?? []).some((a) => a.liveStatus === HostLiveStatus.Live);

/**
 * SPEC §4 video schedule (World Cup, Euro): among matches from not started to penalties (1–7), take
 * the first two when both of the first two are started or have a live anchor, otherwise the first one.
 */
export function pickVideoSchedule<M extends VideoScheduleCandidate>(matches: readonly M[]): M[] {
  const candidates = matches.filter((m) => m.statusId >= 1 && m.statusId <= 7);
  const [first, second] = candidates;
  if (!first) return [];
  const hot = (m: M): boolean => isStarted(m) || hasLiveAnchor(m);
  if (second && hot(first) && hot(second)) return [first, second].slice(0, VIDEO_SCHEDULE_LIMIT);
  return [first];
}
