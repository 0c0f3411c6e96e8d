import type { Bus } from '../realtime/bus';

/**
 * Calls `moved` on every `match.<id>` event (published by the simulator and the feeds when a match changes)
 * with its id, or with none when the channel names no valid id, for which a cache drops everything.
 * Returns the unsubscribe function.
 */
export function onMatchEvent(bus: Bus, moved: (matchId?: number) => void): () => void {
  return bus.onMessage(({ channel }) => {
    if (!channel.startsWith('match.')) return;
    const matchId = Number(channel.slice('match.'.length));
    moved(Number.isSafeInteger(matchId) ? matchId : undefined);
  });
}
