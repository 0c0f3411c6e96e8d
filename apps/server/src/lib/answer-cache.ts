import type { Clock } from './clock';

/**
 * The server's one cache of read answers (issue 25, decision 034). A read declares its name, time to live and tags;
 * a change drops answers by tag. Concurrent misses of one key share one load (single flight); an answer past its
 * time to live but within its stale window is served at once while one load refreshes it (stale while
 * revalidate); a failed load is never kept; the size is bounded, least recently used first out.
 *
 * Invalidation is by tag on this node: the changes that drop answers are bus events every node hears (a
 * `match.<id>` push, a user's purchase), so each node drops its own on hearing them. The time to live bounds what
 * a node missed (Redis down).
 */

interface Entry {
  value: Promise<unknown>;
  freshUntil: number;
  staleUntil: number;
  tags: string[];
  /** A background refresh is running (one at a time). */
  refreshing: boolean;
}

export interface ReadOptions<V> {
  /** How long an answer is served as it is. */
  ttlMs: number;
  /** How long after that it is still served while one load refreshes it; 0 (default): loaded again first. */
  staleMs?: number;
  /** Tags the answer is dropped by, from the answer itself (e.g. the matches it shows). */
  tagsOf?: (value: V) => Iterable<string>;
}

/** One declared read: its answers under `key`, loaded by `load` on a miss, with `tags` besides its answer's own. */
export type Read<V> = (key: string, load: () => Promise<V>, tags?: readonly string[]) => Promise<V>;

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOfTag = new Map<string, Set<string>>();

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 20_000,
  ) {}

  /** Declares a read named `name` (names keep two reads' keys apart). */
  read<V>(name: string, options: ReadOptions<V>): Read<V> {
    return (key, load, tags = []) => this.get(`${name}|${key}`, load, tags, options) as Promise<V>;
  }

  /** Drops every answer carrying one of these tags (an answer loading now is served to its callers, not kept). */
  invalidate(tags: Iterable<string>): void {
    for (const tag of tags) {
      for (const key of this.keysOfTag.get(tag) ?? []) this.remove(key);
      this.keysOfTag.delete(tag);
    }
  }

  /** Drops every answer (a change whose reach is unknown). */
  clear(): void {
    this.entries.clear();
    this.keysOfTag.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private get<V>(key: string, load: () => Promise<V>, tags: readonly string[], options: ReadOptions<V>): Promise<unknown> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.freshUntil > now) return this.touch(key, hit).value;
    if (hit && hit.staleUntil > now) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        // the stale answer is served; the fresh one replaces it once loaded (a failed refresh keeps the stale one)
        const next = this.start(key, load, tags, options, now);
        void next.value.then(
          () => this.adopt(key, hit, next),
          () => {
            hit.refreshing = false;
          },
        );
      }
      return this.touch(key, hit).value;
    }
    const entry = this.start(key, load, tags, options, now);
    this.store(key, entry);
    return entry.value;
  }

  private start<V>(key: string, load: () => Promise<V>, tags: readonly string[], options: ReadOptions<V>, now: number): Entry {
    const entry: Entry = { value: load(), freshUntil: now + options.ttlMs, staleUntil: now + options.ttlMs + (options.staleMs ?? 0), tags: [...tags], refreshing: false };
    void entry.value.then(
      (value) => {
        // tags come with the answer; an entry dropped or replaced meanwhile is not indexed again
        entry.tags.push(...(options.tagsOf?.(value as V) ?? []));
        if (this.entries.get(key) === entry) this.index(key, entry.tags);
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    return entry;
  }

  /** A refreshed answer replaces the stale one, unless that was dropped (invalidated) meanwhile. */
  private adopt(key: string, stale: Entry, fresh: Entry): void {
    if (this.entries.get(key) !== stale) return;
    this.remove(key);
    this.store(key, fresh);
    this.index(key, fresh.tags);
  }

  private store(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.index(key, entry.tags);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
  }

  /** Marks an entry most recently used (a Map keeps insertion order: the first key is the least recent). */
  private touch(key: string, entry: Entry): Entry {
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private index(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysOfTag.get(tag) ?? new Set<string>();
      this.keysOfTag.set(tag, keys.add(key));
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysOfTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysOfTag.delete(tag);
    }
  }
}
