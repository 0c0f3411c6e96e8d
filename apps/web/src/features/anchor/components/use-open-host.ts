import { HostLiveStatus, ScheduleLiveStatus, type Host } from '@sport/contract';
import type { MouseEvent } from 'react';
import { useAppActions } from '../../../lib/app-actions';

/**
 * A tap on a host: inside the native app a live host opens the native live screen (SPEC §2); everywhere
 * else the link to the host's page is followed.
 */
export function useOpenHost(): (event: MouseEvent, host: Pick<Host, 'hostId' | 'liveStatus' | 'liveSchedule'>) => void {
  const { jump } = useAppActions();
  return (event, host) => {
    if (host.liveStatus !== HostLiveStatus.Live) return;
    const live = host.liveSchedule.find((e) => e.liveStatus === ScheduleLiveStatus.InProgress);
    if (!live) return;
    if (jump({ to: 'live', matchId: live.matchId, hostId: host.hostId, matchSource: live.matchSource })) {
      event.preventDefault();
    }
  };
}
