import { MINUTE_MS } from '@sport/contract';
/** A per-key fixed window: at most `max` hits per `windowMs`; the window starts at a key's first hit. */
export interface RateLimit {
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

/** `max` hits a minute. */
export const perMinute = (max: number): RateLimit => ({ max, windowMs: MINUTE_MS });

/** A route's own per-minute limit as a share of the global one (600 / 20 → 30), never under 5. */
export const shareOfLimit = (globalMax: number, part: number): RateLimit =>
  perMinute(Math.max(5, Math.ceil(globalMax / part)));

interface Window {
  hits: number;
  endsAt: number;
}

/**
 * Counts hits per key (a client address) in memory, one synchronous Map lookup per request. Ended windows
 * are swept at most once per window, during a hit, so no timer keeps the process alive and memory holds
 * only the keys seen in the last two windows.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private nextSweep: number;

  constructor(
    readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.nextSweep = now() + limit.windowMs;
  }

  /** Counts one hit; 0 when it is allowed, else the seconds until the key's window ends (at least 1). */
  hit(key: string): number {
    const now = this.now();
    if (now >= this.nextSweep) this.sweep(now);
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + this.limit.windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return window.hits <= this.limit.max ? 0 : Math.max(1, Math.ceil((window.endsAt - now) / 1000));
  }

  /** Keys with a window still open (tests). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    this.nextSweep = now + this.limit.windowMs;
  }
}
