import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { byId, patchItems, patchPages } from './patch-pages';

interface Item {
  id: number;
  likes: number;
}
const item = (id: number, likes = 0): Item => ({ id, likes });
const like = (i: Item): Item => ({ ...i, likes: i.likes + 1 });
const answer = <P>(pages: P[]): InfiniteData<P, number> => ({ pages, pageParams: pages.map((_, i) => i + 1) });

describe('patching one item of an infinite query', () => {
  it('changes the item with that id on whichever page holds it, and nothing else', () => {
    const data = answer([{ list: [item(1), item(2)], hasMore: true }, { list: [item(3, 5)], hasMore: false }]);
    expect(patchPages(data, 'list', byId(3, like))).toEqual(
      answer([{ list: [item(1), item(2)], hasMore: true }, { list: [item(3, 6)], hasMore: false }]),
    );
  });

  it('reads the list under the key a call names (the betting list calls it reports)', () => {
    const data = answer([{ reports: [item(7, 1)] }]);
    expect(patchPages(data, 'reports', byId(7, like))).toEqual(answer([{ reports: [item(7, 2)] }]));
  });

  it('keeps the pages it did not change, and the whole answer when no page holds the id', () => {
    const first = { list: [item(1)] };
    const data = answer([first, { list: [item(2)] }]);
    const patched = patchPages(data, 'list', byId(2, like));
    expect(patched?.pages[0]).toBe(first);
    expect(patchPages(data, 'list', byId(9, like))).toBe(data);
  });

  it('leaves a query with no answer yet without one', () => {
    expect(patchPages<{ list: Item[] }, 'list'>(undefined, 'list', byId(1, like))).toBeUndefined();
  });
});

describe('patching a plain list', () => {
  it('answers the same list when no item changed, a new one when one did', () => {
    const list = [item(1), item(2)];
    expect(patchItems(list, byId(5, like))).toBe(list);
    expect(patchItems(list, byId(2, like))).toEqual([item(1), item(2, 1)]);
  });
});
