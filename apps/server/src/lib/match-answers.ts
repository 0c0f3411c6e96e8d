import type { Clock } from './clock';
import { TtlCache } from './ttl-cache';

/**
 * Cached answers that show matches, each remembered under the matches it holds, so a `match.<id>` event
 * drops exactly the answers holding that match (not every centre's). The TTL bounds staleness when an
 * event was missed (another node's, Redis down).
 */
export class MatchAnswers<V> {
  private readonly cache: TtlCache<V>;
  private readonly keysOfMatch = new Map<number, Set<string>>();

  constructor(
    ttlMs: number,
    maxEntries: number,
    clock: Clock,
    private readonly matchIdsOf: (value: V) => Iterable<number>,
  ) {
    this.cache = new TtlCache<V>(ttlMs, maxEntries, clock);
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    return this.cache.get(key, async () => {
      const value = await load();
      for (const matchId of this.matchIdsOf(value)) {
        const keys = this.keysOfMatch.get(matchId) ?? new Set<string>();
        this.keysOfMatch.set(matchId, keys.add(key));
      }
      return value;
    });
  }

  /** Drops the answers holding `matchId`, or every answer when no id is given. */
  drop(matchId?: number): void {
    if (matchId === undefined) {
      this.cache.clear();
      this.keysOfMatch.clear();
      return;
    }
    for (const key of this.keysOfMatch.get(matchId) ?? []) this.cache.delete(key);
    this.keysOfMatch.delete(matchId);
  }
}
