import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postTime } from './when';

// The device's zone must not matter: a reader in New York sees the same China time as one in Shanghai.
let zone: string | undefined;
beforeEach(() => {
  zone = process.env.TZ;
  process.env.TZ = 'America/New_York';
});
afterEach(() => {
  process.env.TZ = zone;
});

describe('a post time', () => {
  it('shows China time near midnight UTC: 20:30 UTC on 31 March is 04-01 04:30', () => {
    const now = Date.UTC(2026, 5, 1);
    expect(postTime(Date.UTC(2026, 2, 31, 20, 30), now)).toBe('04-01 04:30');
    expect(postTime(Date.UTC(2026, 2, 31, 15, 59), now)).toBe('03-31 23:59');
  });

  it('names the year of a post from another China year, even when UTC is still in the same year', () => {
    // 2025-12-31 16:30 UTC is already 2026-01-01 in China: this year, so no year shown.
    expect(postTime(Date.UTC(2025, 11, 31, 16, 30), Date.UTC(2026, 0, 5))).toBe('01-01 00:30');
    expect(postTime(Date.UTC(2025, 11, 31, 15, 30), Date.UTC(2026, 0, 5))).toBe('2025-12-31');
  });
});
