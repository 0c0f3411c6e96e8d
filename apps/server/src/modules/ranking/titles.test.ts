import { describe, expect, it } from 'vitest';
import { titleOf } from './titles';

describe('a bettor’s title', () => {
  it('is earned by the record, best tier first', () => {
    expect(titleOf({ betCount: 0, hitCount: 0, profit: 0 })).toBeNull();
    expect(titleOf({ betCount: 3, hitCount: 3, profit: 500 })?.title).toBe('初出茅庐');
    expect(titleOf({ betCount: 20, hitCount: 10, profit: -50 })?.title).toBe('稳健玩家');
    expect(titleOf({ betCount: 20, hitCount: 11, profit: -50 })?.title).toBe('红单达人');
    expect(titleOf({ betCount: 50, hitCount: 30, profit: 1 })).toEqual({ id: 4, title: '盈利大神', icon: '', level: 4 });
    expect(titleOf({ betCount: 50, hitCount: 30, profit: 0 })?.level).toBe(3);
  });
});
