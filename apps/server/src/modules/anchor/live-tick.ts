import { repeat, type Repeating } from '../../jobs/repeat';
import { hostChannel, LIVE_CHANNEL, type HostPush, type LivePush } from '@sport/contract';
import type { AnchorService, LiveState } from './service';

export type AnchorPublish = (channel: string, data: LivePush | HostPush) => Promise<void>;

export interface AnchorTickOptions {
  anchor: Pick<AnchorService, 'liveState' | 'bindUpcoming' | 'invalidate'>;
  publish: AnchorPublish;
  intervalMs?: number;
  /** Idle hosts get their next match every this many ticks (the first tick included). */
  bindEvery?: number;
  onError?: (error: unknown) => void;
}

/**
 * One step: compare the live state with the previous one and publish what changed — `host.<id>` when
 * a host goes live or ends, `live` when the badge (hasLive, liveHostIds) changes. The publishes clear
 * every node's cached answers (routes.ts listens); an entry status or watcher count change that publishes
 * nothing clears this node's, and other nodes catch up within their answers' TTL (30 s).
 */
export async function anchorTick(anchor: AnchorTickOptions['anchor'], publish: AnchorPublish, previous: LiveState | undefined): Promise<LiveState> {
  const state = await anchor.liveState();
  if (previous && previous.signature !== state.signature) anchor.invalidate();
  if (!previous || JSON.stringify(previous.badge) !== JSON.stringify(state.badge)) await publish(LIVE_CHANNEL, state.badge);
  if (previous) {
    for (const [hostId, now] of state.hosts) {
      if (previous.hosts.get(hostId)?.liveStatus === now.liveStatus) continue;
      await publish(hostChannel(hostId), { hostId, liveStatus: now.liveStatus, watcherCount: now.watcherCount });
    }
  }
  return state;
}

/** Runs the tick now and then every `intervalMs` (5 s), one at a time, on the leader. */
export function startAnchorTick({ anchor, publish, intervalMs = 5_000, bindEvery = 12, onError }: AnchorTickOptions): Repeating {
  let previous: LiveState | undefined;
  let ticks = 0;
  return repeat(
    async () => {
      if (ticks++ % bindEvery === 0) await anchor.bindUpcoming();
      previous = await anchorTick(anchor, publish, previous);
    },
    intervalMs,
    onError,
  );
}
