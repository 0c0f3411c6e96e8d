import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

/** A load that finishes (or fails) when the test says so. */
function deferred<V>(value: V) {
  let finish: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const promise = new Promise<V>((resolve, reject) => {
    finish = () => resolve(value);
    fail = () => reject(new Error('load failed'));
  });
  return { load: () => promise, finish, fail };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function counting() {
  let loads = 0;
  return { load: () => Promise.resolve(++loads), loads: () => loads };
}

describe('AnswerCache', () => {
  it('shares one load between concurrent misses and loads again after the time to live', async () => {
    let now = 0;
    const read = new AnswerCache(() => now).read<number>('r', { ttlMs: 1000 });
    const source = counting();
    expect(await Promise.all([read('k', source.load), read('k', source.load)])).toEqual([1, 1]);
    now = 999;
    expect(await read('k', source.load)).toBe(1);
    now = 1000;
    expect(await read('k', source.load)).toBe(2);
  });

  it('keeps two reads’ keys apart', async () => {
    const cache = new AnswerCache(() => 0);
    const a = cache.read<string>('a', { ttlMs: 1000 });
    const b = cache.read<string>('b', { ttlMs: 1000 });
    await a('k', () => Promise.resolve('from a'));
    expect(await b('k', () => Promise.resolve('from b'))).toBe('from b');
  });

  it('serves a stale answer at once while one load refreshes it, then the fresh one', async () => {
    let now = 0;
    const read = new AnswerCache(() => now).read<number>('r', { ttlMs: 1000, staleMs: 5000 });
    await read('k', () => Promise.resolve(1));
    now = 2000;
    const refresh = deferred(2);
    let refreshes = 0;
    const load = () => {
      refreshes++;
      return refresh.load();
    };
    expect(await read('k', load)).toBe(1);
    expect(await read('k', load)).toBe(1);
    expect(refreshes).toBe(1);
    refresh.finish();
    await settle();
    expect(await read('k', load)).toBe(2);
    // past the stale window too: loaded again before answering
    now = 2000 + 1000 + 5000;
    expect(await read('k', () => Promise.resolve(3))).toBe(3);
  });

  it('keeps the stale answer when its refresh fails', async () => {
    let now = 0;
    const read = new AnswerCache(() => now).read<number>('r', { ttlMs: 1000, staleMs: 5000 });
    await read('k', () => Promise.resolve(1));
    now = 1500;
    const refresh = deferred(2);
    expect(await read('k', refresh.load)).toBe(1);
    refresh.fail();
    await settle();
    expect(await read('k', () => Promise.resolve(9))).toBe(1);
  });

  it('drops by tag, from the answer and given with the read, and keeps the others', async () => {
    const cache = new AnswerCache(() => 0);
    const lists = cache.read<number[]>('lists', { ttlMs: 60_000, tagsOf: (ids) => ids.map((id) => `match:${id}`) });
    await lists('today', () => Promise.resolve([1, 2]));
    await lists('tomorrow', () => Promise.resolve([3]), ['season:9']);
    cache.invalidate(['match:2']);
    expect(await lists('today', () => Promise.resolve([1, 2, 4]))).toEqual([1, 2, 4]);
    expect(await lists('tomorrow', () => Promise.resolve([0]))).toEqual([3]);
    cache.invalidate(['season:9']);
    expect(await lists('tomorrow', () => Promise.resolve([5]))).toEqual([5]);
  });

  it('serves a load running when its tag is dropped to its callers, but does not keep it', async () => {
    const cache = new AnswerCache(() => 0);
    const read = cache.read<number>('r', { ttlMs: 60_000 });
    const before = deferred(1);
    const first = read('k', before.load, ['t']);
    cache.invalidate(['t']);
    const after = read('k', () => Promise.resolve(2), ['t']);
    before.finish();
    expect(await first).toBe(1);
    expect(await after).toBe(2);
    expect(await read('k', () => Promise.resolve(3))).toBe(2);
  });

  it('never keeps a failed load', async () => {
    const read = new AnswerCache(() => 0).read<number>('r', { ttlMs: 60_000 });
    await expect(read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await read('k', () => Promise.resolve(1))).toBe(1);
  });

  it('holds at most its size, the least recently used out first', async () => {
    const cache = new AnswerCache(() => 0, 2);
    const read = cache.read<string>('r', { ttlMs: 60_000 });
    await read('a', () => Promise.resolve('a1'));
    await read('b', () => Promise.resolve('b1'));
    await read('a', () => Promise.resolve('a2'));
    await read('c', () => Promise.resolve('c1'));
    expect(cache.size).toBe(2);
    expect(await read('a', () => Promise.resolve('a3'))).toBe('a1');
    expect(await read('b', () => Promise.resolve('b2'))).toBe('b2');
  });
});
