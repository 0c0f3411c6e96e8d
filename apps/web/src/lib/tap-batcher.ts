/**
 * Collects taps per key and sends them as one call: after `wait` ms without a tap on that key, when `max`
 * taps are waiting, or on flush (leaving the page). A burst of twenty hearts is one request, not twenty.
 */
export function createTapBatcher(opts: { wait: number; max: number; send(key: number, count: number): void }) {
  const pending = new Map<number, { count: number; timer: ReturnType<typeof setTimeout> }>();

  const sendNow = (key: number) => {
    const entry = pending.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(key);
    opts.send(key, entry.count);
  };

  return {
    tap(key: number): void {
      const entry = pending.get(key);
      if (entry) clearTimeout(entry.timer);
      const count = (entry?.count ?? 0) + 1;
      pending.set(key, { count, timer: setTimeout(() => sendNow(key), opts.wait) });
      if (count >= opts.max) sendNow(key);
    },
    flush(): void {
      for (const key of [...pending.keys()]) sendNow(key);
    },
  };
}
