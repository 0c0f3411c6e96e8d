import { describe, expect, it } from 'vitest';
import { statusText } from './schedule-score';

describe('a schedule row’s status', () => {
  it('has the minute while the ball is in play', () => {
    expect(statusText({ statusId: 4, minute: 67 })).toBe("下半场 67'");
  });

  it('is the status alone at half time, in the shoot-out and before and after the match', () => {
    expect(statusText({ statusId: 3, minute: 45 })).toBe('中场');
    expect(statusText({ statusId: 7, minute: 120 })).toBe('点球决战');
    expect(statusText({ statusId: 1, minute: null })).toBe('未开赛');
    expect(statusText({ statusId: 8, minute: 90 })).toBe('完场');
  });
});
