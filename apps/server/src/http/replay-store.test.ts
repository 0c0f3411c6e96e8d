import { describe, expect, it } from 'vitest';
import { cacheChanges, TtlCache } from '../lib/ttl-cache';
import { ReplayStore } from './replay-store';

const answer = (text: string) => ({ headers: { 'content-length': text.length }, body: Buffer.from(text) });

/** A store that never ages, over a change counter the test moves. */
function storeOverChanges() {
  let changes = 0;
  const store = new ReplayStore(
    60_000,
    10,
    () => 0,
    () => changes,
  );
  return { store, change: () => changes++ };
}

describe('ReplayStore', () => {
  it('keeps an answer for at most its max age', () => {
    let clock = 0;
    const store = new ReplayStore(
      1_000,
      10,
      () => clock,
      () => 0,
    );
    store.set('k', answer('a'), store.mark());
    clock = 999;
    expect(store.get('k')?.body.toString()).toBe('a');
    clock = 1_000;
    expect(store.get('k')).toBeUndefined();
  });

  it('drops every answer once a change has happened', () => {
    const { store, change } = storeOverChanges();
    store.set('k', answer('a'), store.mark());
    change();
    expect(store.get('k')).toBeUndefined();
    store.set('k', answer('b'), store.mark());
    expect(store.get('k')?.body.toString()).toBe('b');
  });

  it('never keeps an answer made before a change that happened while it was being made', () => {
    const { store, change } = storeOverChanges();
    const since = store.mark();
    change();
    store.set('k', answer('old'), since);
    expect(store.get('k')).toBeUndefined();
  });

  it('starts over when full', () => {
    const store = new ReplayStore(
      60_000,
      2,
      () => 0,
      () => 0,
    );
    store.set('a', answer('a'), store.mark());
    store.set('b', answer('b'), store.mark());
    store.set('b', answer('b2'), store.mark());
    expect(store.size).toBe(2);
    store.set('c', answer('c'), store.mark());
    expect(store.size).toBe(1);
    expect(store.get('c')?.body.toString()).toBe('c');
  });

  it('sees every TtlCache clear and delete as a change', () => {
    const cache = new TtlCache<number>(60_000, 10);
    const before = cacheChanges();
    cache.delete('x');
    cache.clear();
    expect(cacheChanges()).toBe(before + 2);
  });
});
