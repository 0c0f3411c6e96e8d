import type { OutgoingHttpHeaders } from 'node:http';
import { cacheChanges } from '../lib/ttl-cache';

/** A finished 200 answer: its headers (content-length included) and its bytes. */
export interface Replay {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface Kept extends Replay {
  /** When the request it answered arrived. */
  at: number;
  /** cacheChanges() when that request arrived. */
  changes: number;
}

/**
 * Answers kept by request to be sent again to identical requests. One is good while no cached answer has
 * been dropped since its request arrived (any TtlCache's clear or delete: a change, here or on another
 * node through the bus) and for at most `maxAgeMs`, so that answers that expire by time are asked for
 * again. Bounded: a full store starts over.
 */
export class ReplayStore {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly changes: () => number = cacheChanges,
  ) {}

  /** What this request's answer would be, or undefined when it must be asked for. */
  get(key: string): Replay | undefined {
    const kept = this.kept.get(key);
    if (kept === undefined) return undefined;
    if (kept.changes === this.changes() && this.now() - kept.at < this.maxAgeMs) return kept;
    this.kept.delete(key);
    return undefined;
  }

  /** Where a request stands now: pass it to `set` with its answer. */
  mark(): { at: number; changes: number } {
    return { at: this.now(), changes: this.changes() };
  }

  /** Keeps the answer to a request that arrived at `since` (its mark()): a change meanwhile makes it stale at once. */
  set(key: string, replay: Replay, since: { at: number; changes: number }): void {
    if (this.kept.size >= this.maxEntries && !this.kept.has(key)) this.kept.clear();
    this.kept.set(key, { ...replay, ...since });
  }

  get size(): number {
    return this.kept.size;
  }
}
