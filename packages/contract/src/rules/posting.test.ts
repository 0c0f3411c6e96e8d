import { describe, expect, it } from 'vitest';
import { POST_INTERVAL_MS, postContentProblem, postWaitSeconds } from './posting';

describe('postContentProblem', () => {
  it('takes 1 to 500 characters after trimming, counting an emoji as one', () => {
    expect(postContentProblem('   ')).toBe('内容不能为空');
    expect(postContentProblem('好')).toBeNull();
    expect(postContentProblem('好'.repeat(500))).toBeNull();
    expect(postContentProblem('好'.repeat(501))).toBe('内容不能超过500字');
    expect(postContentProblem('⚽'.repeat(500))).toBeNull();
    expect(postContentProblem('标题', 1)).toBe('内容不能超过1字');
  });
});

describe('postWaitSeconds', () => {
  it('asks for the rest of the interval, rounded up, and nothing after it', () => {
    expect(postWaitSeconds(null, 1000)).toBe(0);
    expect(postWaitSeconds(10_000, 10_001)).toBe(5);
    expect(postWaitSeconds(10_000, 10_000 + POST_INTERVAL_MS - 1)).toBe(1);
    expect(postWaitSeconds(10_000, 10_000 + POST_INTERVAL_MS)).toBe(0);
  });
});
