import { describe, expect, it } from 'vitest';
import { createSameAnswer } from './same-answer';

describe('createSameAnswer', () => {
  it('hands out the same object for the same parts and key, and a new one when a part or the key changes', () => {
    const same = createSameAnswer<{ n: number }>();
    let built = 0;
    const build = () => ({ n: ++built });
    const page = { list: [1, 2] };
    const follows = new Set([1]);
    const first = same([page, follows], 'p1', build);
    expect(same([page, follows], 'p1', build)).toBe(first);
    expect(built).toBe(1);
    // The user's follows changed: their cache holds a new set.
    expect(same([page, new Set([1])], 'p1', build)).not.toBe(first);
    expect(same([{ list: [1, 2] }, follows], 'p1', build)).not.toBe(first);
    expect(same([page, follows], 'p2', build)).not.toBe(first);
    expect(built).toBe(4);
  });

  it('takes null and undefined parts as one "none", distinct from any object', () => {
    const same = createSameAnswer<{ n: number }>();
    let built = 0;
    const build = () => ({ n: ++built });
    const page = {};
    const visitor = same([page, null], '', build);
    expect(same([page, undefined], '', build)).toBe(visitor);
    expect(same([page, {}], '', build)).not.toBe(visitor);
    expect(built).toBe(2);
  });
});
