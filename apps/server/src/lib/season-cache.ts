import type { Clock } from './clock';
import { TtlCache } from './ttl-cache';

/**
 * Cached answers that all derive from one season's matches: a `match.<id>` event drops every answer of that
 * match's season and nothing else. Each answer is one object, kept as is, so a cached route serialises it once.
 */
export class SeasonCache<V> {
  private readonly cache: TtlCache<V>;
  private readonly keysOfSeason = new Map<number, Set<string>>();

  constructor(ttlMs: number, maxEntries: number, clock: Clock) {
    this.cache = new TtlCache<V>(ttlMs, maxEntries, clock);
  }

  get(seasonId: number, key: string, load: () => Promise<V>): Promise<V> {
    const fullKey = `${seasonId}|${key}`;
    const keys = this.keysOfSeason.get(seasonId) ?? new Set<string>();
    this.keysOfSeason.set(seasonId, keys.add(fullKey));
    return this.cache.get(fullKey, load);
  }

  dropSeason(seasonId: number): void {
    for (const key of this.keysOfSeason.get(seasonId) ?? []) this.cache.delete(key);
    this.keysOfSeason.delete(seasonId);
  }

  clear(): void {
    this.cache.clear();
    this.keysOfSeason.clear();
  }
}
