import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunk } from './chunk';

describe('chunk', () => {
  it('splits into chunks of 8 by default', () => {
    const list = Array.from({ length: 19 }, (_, i) => i);
    expect(chunk(list).map((c) => c.length)).toEqual([8, 8, 3]);
    expect(chunk([])).toEqual([]);
  });

  it('keeps every item in order and no chunk is empty or too big', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 12 }), (list, size) => {
        const chunks = chunk(list, size);
        expect(chunks.flat()).toEqual(list);
        for (const c of chunks) expect(c.length >= 1 && c.length <= size).toBe(true);
        expect(chunks.slice(0, -1).every((c) => c.length === size)).toBe(true);
      }),
    );
  });

  it('refuses a size below 1', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
