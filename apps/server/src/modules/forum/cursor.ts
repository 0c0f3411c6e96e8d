import { InvalidError } from '../../lib/domain-errors';

/**
 * Cursors of the forum's lists: the sort key and id of the last row a page showed, so the next page starts
 * right after it even while new threads arrive (a page number would repeat or skip rows). The kind letter
 * keeps a cursor of one order from being read as another's.
 */
export type CursorKind = 'latest' | 'hot' | 'floor' | 'id';

const LETTER: Record<CursorKind, string> = { latest: 'l', hot: 'h', floor: 'f', id: 'i' };

export interface Cursor {
  /** The sort key: a time in epoch ms, a hot score, a floor or an id. */
  key: number;
  /** The row's id, which breaks ties of the key. */
  id: number;
}

export const encodeCursor = (kind: CursorKind, { key, id }: Cursor): string => `${LETTER[kind]}${key}_${id}`;

/** The cursor a client sent back; a 422 naming `cursor` when it is not one of this list's. */
export function decodeCursor(kind: CursorKind, text: string): Cursor {
  const match = /^([a-z])(-?[0-9.e+-]{1,40})_([0-9]{1,10})$/.exec(text);
  const key = Number(match?.[2]);
  const id = Number(match?.[3]);
  if (!match || match[1] !== LETTER[kind] || !Number.isFinite(key) || !Number.isSafeInteger(id) || id < 1) {
    throw new InvalidError('cursor', 'is not a cursor of this list (pass back the one the previous page gave)');
  }
  return { key, id };
}

/** The page of rows fetched with one extra: the extra says there is a next page and is not shown. */
export function pageOf<T extends { id: number }>(
  rows: T[],
  size: number,
  kind: CursorKind,
  keyOf: (row: T) => number,
): { rows: T[]; cursor: string | null } {
  if (rows.length <= size) return { rows, cursor: null };
  const shown = rows.slice(0, size);
  const last = shown[shown.length - 1];
  return { rows: shown, cursor: last ? encodeCursor(kind, { key: keyOf(last), id: last.id }) : null };
}
