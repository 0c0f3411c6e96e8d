import type { AnswerCache } from './answer-cache';
import { matchTag } from './answer-tags';
import { onMatchEvent, type MatchEventSource } from './match-events';

/**
 * Drops every answer showing a match on its `match.<id>` event (an event naming no valid match: every answer), for
 * all modules at once. Returns the unsubscribe function. The app's cache does this (plugins/cache.ts); so does a
 * cache built beside a bus of its own (a seeder, a test).
 */
export function dropOnMatchEvents(cache: AnswerCache, bus: MatchEventSource): () => void {
  return onMatchEvent(bus, (matchId) => (matchId === undefined ? cache.clear() : cache.invalidate([matchTag(matchId)])));
}
