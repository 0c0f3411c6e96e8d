import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

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

  it('forgets everything on clear, including a load that was still running', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(60_000, 10);
    let release: () => void = () => undefined;
    const slow = cache.get('k', () => new Promise<number>((r) => (release = () => r(++loads))));
    cache.clear();
    release();
    expect(await slow).toBe(1);
    expect(await cache.get('k', () => Promise.resolve(++loads))).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', () => Promise.resolve(7))).toBe(7);
  });
});
