import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageOf } from './cursor';

describe('forum cursors', () => {
  it('round-trips a time, a fractional hot score and a floor', () => {
    for (const [kind, key] of [
      ['latest', 1_795_539_322_925],
      ['hot', 1234.567890123456],
      ['floor', 17],
    ] as const) {
      expect(decodeCursor(kind, encodeCursor(kind, { key, id: 42 }))).toEqual({ key, id: 42 });
    }
  });

  it('refuses a cursor of another order, or anything else, as a 422 naming cursor', () => {
    const latest = encodeCursor('latest', { key: 5, id: 1 });
    for (const text of [latest.replace('l', 'h'), 'x', '', 'l5_0', 'l5_abc', 'lNaN_1', 'l1e999_1']) {
      expect(() => decodeCursor('latest', text), text).toThrow(/cursor/);
    }
    expect(() => decodeCursor('hot', latest)).toThrow(/cursor/);
  });

  it('shows `size` rows and a cursor after the last one only when there is more', () => {
    const rows = [1, 2, 3].map((id) => ({ id, at: id * 10 }));
    expect(pageOf(rows, 3, 'latest', (r) => r.at)).toEqual({ rows, cursor: null });
    const page = pageOf(rows, 2, 'latest', (r) => r.at);
    expect(page.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(page.cursor && decodeCursor('latest', page.cursor)).toEqual({ key: 20, id: 2 });
  });
});
