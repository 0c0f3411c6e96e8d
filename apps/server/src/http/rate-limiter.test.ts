import { describe, expect, it } from 'vitest';
import { RateLimiter, shareOfLimit } from './rate-limiter';

const clock = (start = 1_000_000) => {
  const c = { t: start, now: () => c.t };
  return c;
};

describe('RateLimiter', () => {
  it('allows max hits per window, then says how many seconds are left', () => {
    const c = clock();
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000 }, c.now);
    expect(limiter.hit('a')).toBe(0);
    c.t += 10_000;
    expect(limiter.hit('a')).toBe(0);
    c.t += 500;
    expect(limiter.hit('a')).toBe(50);
  });

  it('counts each key on its own', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 }, clock().now);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('b')).toBe(0);
    expect(limiter.hit('a')).toBe(1);
  });

  it('starts a fresh window once the old one has ended', () => {
    const c = clock();
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 }, c.now);
    limiter.hit('a');
    expect(limiter.hit('a')).toBe(1);
    c.t += 1000;
    expect(limiter.hit('a')).toBe(0);
  });

  it('never asks to wait less than a second', () => {
    const c = clock();
    const limiter = new RateLimiter({ max: 0, windowMs: 100 }, c.now);
    expect(limiter.hit('a')).toBe(1);
  });

  it('forgets keys whose windows ended', () => {
    const c = clock();
    const limiter = new RateLimiter({ max: 5, windowMs: 1000 }, c.now);
    for (const key of ['a', 'b', 'c']) limiter.hit(key);
    expect(limiter.size).toBe(3);
    c.t += 1000;
    limiter.hit('d');
    expect(limiter.size).toBe(1);
  });

  it('gives a route a share of the global limit, never under 5 a minute', () => {
    expect(shareOfLimit(600, 20)).toEqual({ max: 30, windowMs: 60_000 });
    expect(shareOfLimit(50, 20)).toEqual({ max: 5, windowMs: 60_000 });
  });
});
