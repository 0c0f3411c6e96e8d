import type { Clock } from '../../lib/clock';
import { TtlCache } from '../../lib/ttl-cache';

/**
 * Cached NBA answers, each remembered under the matches it shows (lists) or under its season (tables and
 * statistics), so a `match.<id>` event drops exactly what it changes. The TTL bounds staleness when an event
 * was missed (another node's, Redis down).
 */
export class NbaAnswers<V> {
  private readonly cache: TtlCache<V>;
  private readonly keysOfMatch = new Map<number, Set<string>>();
  private readonly keysOfSeason = new Map<number, Set<string>>();

  constructor(ttlMs: number, maxEntries: number, clock: Clock) {
    this.cache = new TtlCache<V>(ttlMs, maxEntries, clock);
  }

  /** An answer showing matches: dropped when one of them moves. */
  byMatches(key: string, load: () => Promise<V>, matchIdsOf: (value: V) => Iterable<number>): Promise<V> {
    return this.cache.get(key, async () => {
      const value = await load();
      for (const id of matchIdsOf(value)) this.keysOfMatch.set(id, (this.keysOfMatch.get(id) ?? new Set()).add(key));
      return value;
    });
  }

  /** An answer derived from a whole season: dropped when any of its matches moves. */
  bySeason(seasonId: number, key: string, load: () => Promise<V>): Promise<V> {
    const fullKey = `${seasonId}|${key}`;
    this.keysOfSeason.set(seasonId, (this.keysOfSeason.get(seasonId) ?? new Set()).add(fullKey));
    return this.cache.get(fullKey, load);
  }

  dropMatch(matchId: number): void {
    for (const key of this.keysOfMatch.get(matchId) ?? []) this.cache.delete(key);
    this.keysOfMatch.delete(matchId);
  }

  dropSeason(seasonId: number): void {
    for (const key of this.keysOfSeason.get(seasonId) ?? []) this.cache.delete(key);
    this.keysOfSeason.delete(seasonId);
  }

  clear(): void {
    this.cache.clear();
    this.keysOfMatch.clear();
    this.keysOfSeason.clear();
  }
}
