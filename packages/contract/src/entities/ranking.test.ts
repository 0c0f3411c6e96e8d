import { describe, expect, it } from 'vitest';
import { BET_PLATFORMS, betPlatformName } from './ranking';

describe('bet platforms', () => {
  it('each have a Chinese name of their own, never the code', () => {
    const names = BET_PLATFORMS.map(betPlatformName);
    expect(names.every((name) => /^[\u4e00-\u9fa5]+$/.test(name))).toBe(true);
    expect(new Set(names).size).toBe(BET_PLATFORMS.length);
  });

  it('show a code they do not know as it came', () => {
    expect(betPlatformName('ob')).toBe('OB');
  });
});
