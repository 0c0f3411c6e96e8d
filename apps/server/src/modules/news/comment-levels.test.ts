import { describe, expect, it } from 'vitest';
import { vipLevelOf, VIP_TIERS } from './comment-levels';

describe('VIP level from recharged gold', () => {
  it('is 0 before the first tier and rises by one at each tier, not before', () => {
    expect(vipLevelOf(0)).toBe(0);
    expect(vipLevelOf(99)).toBe(0);
    expect(vipLevelOf(100)).toBe(1);
    expect(vipLevelOf(499)).toBe(1);
    expect(vipLevelOf(500)).toBe(2);
    expect(vipLevelOf(1_000_000)).toBe(VIP_TIERS.length);
  });
});
