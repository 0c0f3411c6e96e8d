import {
  hasLiveBadge,
  hostChannel,
  HostLiveStatus,
  LIVE_CHANNEL,
  ScheduleLiveStatus,
  VISITOR,
  type HostPush,
  type LivePush,
} from '@sport/contract';
import type { Snapshot } from './snapshot';
import { COMING_SOON_MS, hostVisible } from './views';

/** What the leader's tick compares from one tick to the next. */
export interface LiveState {
  /** Each public host's live status and watchers. */
  hosts: Map<number, { liveStatus: number; watcherCount: number }>;
  /** The tab bar's badge. */
  badge: LivePush;
  /**
   * Changes whenever anything the host answers show from the clock changes: live statuses, watcher counts,
   * entry statuses (and entries added), a next stream coming within the "coming soon" window.
   */
  signature: string;
}

export function liveStateOf(snap: Snapshot): LiveState {
  // The `live` channel is public: it speaks of the hosts a visitor may see.
  const open = snap.hosts.filter((m) => hostVisible(m, VISITOR));
  const hosts = new Map(open.map((m) => [m.row.id, { liveStatus: m.liveStatus, watcherCount: m.watcherCount }]));
  const badge = {
    hasLive: hasLiveBadge(open.map((m) => ({ liveStatus: m.liveStatus, liveRoomId: m.row.liveRoomId, liveSchedule: m.entries }))),
    liveHostIds: open.filter((m) => m.liveStatus === HostLiveStatus.Live).map((m) => m.row.id),
  };
  const signature = snap.hosts
    .map((m) => {
      const next = m.entries.find((e) => e.liveStatus === ScheduleLiveStatus.NotStarted);
      const soon = next !== undefined && next.startDate - snap.at <= COMING_SOON_MS ? 's' : '';
      return `${m.row.id}:${m.liveStatus}:${m.watcherCount}:${m.entries.map((e) => e.liveStatus).join('')}${soon}`;
    })
    .join('|');
  return { hosts, badge, signature };
}

export interface LiveChanges {
  /** Something the host answers show moved: every node drops them. */
  moved: boolean;
  /** `live` when the badge changed, `host.<id>` when a host went live or ended. */
  pushes: { channel: string; data: LivePush | HostPush }[];
}

/** One tick's findings, from the previous state (none on the first tick: the badge is pushed, nothing moved). */
export function liveChanges(previous: LiveState | undefined, state: LiveState): LiveChanges {
  const pushes: LiveChanges['pushes'] = [];
  if (!previous || JSON.stringify(previous.badge) !== JSON.stringify(state.badge)) {
    pushes.push({ channel: LIVE_CHANNEL, data: state.badge });
  }
  if (previous) {
    for (const [hostId, now] of state.hosts) {
      if (previous.hosts.get(hostId)?.liveStatus === now.liveStatus) continue;
      pushes.push({ channel: hostChannel(hostId), data: { hostId, liveStatus: now.liveStatus, watcherCount: now.watcherCount } });
    }
  }
  return { moved: previous !== undefined && previous.signature !== state.signature, pushes };
}
