interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * A small in-memory cache for read-heavy answers. Concurrent misses share one load (no stampede); a failed
 * load is not kept; `clear()` and `delete()` drop entries at once, so a get after them loads again even
 * while a load from before is still running (that load's callers get its value; the cache never stores
 * it). The TTL bounds staleness when a change happened on another node and its invalidation did not reach
 * this one.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const value = load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    // Only the entry holding this very load is dropped: a newer load under the same key stays.
    void value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
