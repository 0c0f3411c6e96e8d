import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { startWorldClockAt, systemClock } from './clock';

afterEach(() => {
  startWorldClockAt(Date.now());
  vi.useRealTimers();
});

describe('the world clock (CLOCK_START)', () => {
  it('is the machine time when nothing set it', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T19:00:00Z') });
    expect(systemClock()).toBe(Date.parse('2026-11-26T19:00:00Z'));
  });

  it('starts where CLOCK_START says and runs at real speed from there', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T19:00:00Z') });
    const start = loadConfig({ CLOCK_START: '2026-11-28T15:20:00Z' }).clockStart ?? 0;
    startWorldClockAt(start);
    expect(new Date(systemClock()).toISOString()).toBe('2026-11-28T15:20:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(new Date(systemClock()).toISOString()).toBe('2026-11-28T15:21:30.000Z');
  });

  it('refuses what is not an ISO instant, naming the variable', () => {
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(() => loadConfig({ CLOCK_START: 'saturday' })).toThrow('CLOCK_START');
    expect(() => loadConfig({ CLOCK_START: '28/11/2026' })).toThrow('CLOCK_START');
  });
});
