import type { AnswerCache } from './answer-cache';
import { seasonTag } from './answer-tags';
import { onMatchEvent, type MatchEventSource } from './match-events';
import { SeasonOfMatch } from './season-of-match';

/**
 * Answers derived from a whole season's matches (tables, rankings, statistics) in the server's answer cache: each
 * carries its season's tag and its module's, and a `match.<id>` event drops the answers of that match's season (an
 * event naming no match, the module's all). The season of a match is learnt when a season is first read (`watch`).
 */
export function seasonAnswers(cache: AnswerCache, bus: MatchEventSource, moduleTag: string, matchIdsOf: (seasonId: number) => Promise<number[]>) {
  const seasonOfMatch = new SeasonOfMatch(matchIdsOf);
  const stop = onMatchEvent(bus, (matchId) => {
    if (matchId === undefined) return cache.invalidate([moduleTag]);
    const seasonId = seasonOfMatch.of(matchId);
    // a match of a season nothing was read for has no answer to drop
    if (seasonId !== undefined) cache.invalidate([seasonTag(seasonId)]);
  });
  return {
    /** Learns the season's matches, so their events find its answers. */
    watch: (seasonId: number): Promise<void> => seasonOfMatch.watch(seasonId),
    /** Declares a read of per-season answers: `(seasonId, key, load)`. */
    read<V>(name: string, ttlMs: number) {
      const read = cache.read<V>(name, { ttlMs });
      return (seasonId: number, key: string, load: () => Promise<V>): Promise<V> => read(`${seasonId}|${key}`, load, [seasonTag(seasonId), moduleTag]);
    },
    /** Stops listening to the bus (the app is closing). */
    close: stop,
  };
}
