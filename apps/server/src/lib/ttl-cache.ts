/** Bumped by every clear() or delete() of any TtlCache: answers kept outside the caches are checked against it. */
let changes = 0;

/** How many times a cached answer has been dropped by a change, anywhere in this process. */
export const cacheChanges = (): number => changes;

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * A small in-memory cache for read-heavy answers. Concurrent misses share one load (no stampede);
 * `clear()` drops everything, and a load that started before a clear is not stored. The TTL bounds
 * staleness when a change happened on another node and its invalidation did not reach this one.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const generation = this.generation;
    const value = load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    // A failed load is not cached; nor is one that a clear() overtook.
    void value.then(
      () => {
        if (generation !== this.generation) this.dropIfSame(key, value);
      },
      () => this.dropIfSame(key, value),
    );
    return value;
  }

  delete(key: string): void {
    changes++;
    this.entries.delete(key);
  }

  clear(): void {
    changes++;
    this.generation++;
    this.entries.clear();
  }

  private dropIfSame(key: string, value: Promise<V>): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }
}
