import type { InfiniteData } from '@tanstack/react-query';

/** `items` with `patch` applied to each; the same array when it changed none (so a list's readers do not redraw). */
export function patchItems<T>(items: T[], patch: (item: T) => T): T[] {
  const next = items.map(patch);
  return next.some((item, i) => item !== items[i]) ? next : items;
}

/** A patch that changes only the item `id` (a like, a vote, a follow), leaving every other as it is. */
export const byId =
  <T extends { id: number }>(id: number, change: (item: T) => T) =>
  (item: T): T =>
    item.id === id ? change(item) : item;

type ListKey<P> = { [K in keyof P]: P[K] extends readonly unknown[] ? K : never }[keyof P];
type ItemOf<L> = L extends readonly (infer T)[] ? T : never;

/**
 * An infinite query's answer with `patch` applied to the items of each page's `key` list (`list` for most
 * calls): how a tap changes one item in place, wherever the user has scrolled it from, before and after the
 * server answers. A page it does not change stays the same object; no answer yet stays none.
 */
export function patchPages<P, K extends ListKey<P>>(
  data: InfiniteData<P> | undefined,
  key: K,
  patch: (item: ItemOf<P[K]>) => ItemOf<P[K]>,
): InfiniteData<P> | undefined {
  if (!data) return data;
  const pages = patchItems(data.pages, (page) => {
    const list = page[key] as ItemOf<P[K]>[];
    const items = patchItems(list, patch);
    return items === list ? page : { ...page, [key]: items };
  });
  return pages === data.pages ? data : { ...data, pages };
}
