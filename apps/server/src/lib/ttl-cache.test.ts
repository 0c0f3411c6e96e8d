import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

/** A load that finishes when the test says so. */
function deferred(value: number): { load: () => Promise<number>; finish: () => void } {
  let finish: () => void = () => undefined;
  const promise = new Promise<number>((resolve) => (finish = () => resolve(value)));
  return { load: () => promise, finish };
}

describe('TtlCache', () => {
  it('shares one load between concurrent misses and reloads after the TTL', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => clock);
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('loads again after clear, even while the load from before it is still running', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    const before = deferred(1);
    const stale = cache.get('k', before.load);
    cache.clear();
    const fresh = cache.get('k', () => Promise.resolve(2));
    before.finish();
    expect(await stale).toBe(1);
    expect(await fresh).toBe(2);
    expect(await cache.get('k', () => Promise.resolve(3))).toBe(2);
  });

  it('drops one key on delete and keeps the others', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    await cache.get('a', () => Promise.resolve(1));
    await cache.get('b', () => Promise.resolve(1));
    cache.delete('a');
    expect(await cache.get('a', () => Promise.resolve(2))).toBe(2);
    expect(await cache.get('b', () => Promise.resolve(2))).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', () => Promise.resolve(7))).toBe(7);
  });

  it('keeps a newer load when an older one for the same key fails after a clear', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    let fail: () => void = () => undefined;
    const older = cache.get('k', () => new Promise<number>((_resolve, reject) => (fail = () => reject(new Error('timeout')))));
    cache.clear();
    expect(await cache.get('k', () => Promise.resolve(2))).toBe(2);
    fail();
    await expect(older).rejects.toThrow('timeout');
    expect(await cache.get('k', () => Promise.resolve(3))).toBe(2);
  });

  it('holds at most maxEntries keys, starting over when full', async () => {
    const cache = new TtlCache<number>(60_000, 2);
    await cache.get('a', () => Promise.resolve(1));
    await cache.get('b', () => Promise.resolve(1));
    await cache.get('c', () => Promise.resolve(1));
    expect(await cache.get('c', () => Promise.resolve(2))).toBe(1);
    expect(await cache.get('a', () => Promise.resolve(2))).toBe(2);
  });
});
