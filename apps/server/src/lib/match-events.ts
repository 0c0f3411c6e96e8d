/**
 * The part of the bus (realtime/bus.ts) these helpers listen on, said here so lib depends on nothing above it:
 * the app's bus fits it as it is.
 */
export interface MatchEventSource {
  onMessage(listener: (message: { channel: string }) => void): () => void;
}

/**
 * A change whose reach is unknown (a first start's demo content, written while the node served): every node drops
 * every cached answer, the tip settlement sweeps, the ranking stores its boards again.
 */
export const EVERY_MATCH_CHANNEL = 'match.every';

/**
 * Calls `moved` on every `match.<id>` event (published by the simulator and the feeds when a match changes)
 * with its id, or with none when the channel names no valid id, for which a cache drops everything.
 * Returns the unsubscribe function.
 */
export function onMatchEvent(bus: MatchEventSource, moved: (matchId?: number) => void): () => void {
  return bus.onMessage(({ channel }) => {
    if (!channel.startsWith('match.')) return;
    const matchId = Number(channel.slice('match.'.length));
    moved(Number.isSafeInteger(matchId) ? matchId : undefined);
  });
}
