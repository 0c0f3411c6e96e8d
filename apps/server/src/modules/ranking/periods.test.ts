import { describe, expect, it } from 'vitest';
import { chinaMidnight, HOUR_MS, RANKING_HISTORY_PERIODS } from '@sport/contract';
import { listedPeriods, PERIOD_MS, periodOf } from './periods';

describe('ranking periods (weeks in China time)', () => {
  // Monday 2026-11-23 00:00 in China is Sunday 2026-11-22 16:00 UTC.
  const monday = chinaMidnight(2026, 11, 23);

  it('start on Monday 00:00 China time, whatever the UTC date', () => {
    expect(monday).toBe(Date.UTC(2026, 10, 22, 16));
    expect(periodOf(monday)).toEqual({ start: monday, end: monday + PERIOD_MS });
    // Sunday 23:59:59.999 China time still belongs to the week before.
    expect(periodOf(monday - 1)).toEqual({ start: monday - PERIOD_MS, end: monday });
    // Monday 07:59 UTC is Monday afternoon in China: this week.
    expect(periodOf(Date.UTC(2026, 10, 23, 7, 59)).start).toBe(monday);
    // Sunday 20:00 UTC is already Monday 04:00 in China.
    expect(periodOf(Date.UTC(2026, 10, 22, 20)).start).toBe(monday);
    expect(periodOf(monday + PERIOD_MS - 1).start).toBe(monday);
    expect(periodOf(monday + PERIOD_MS).start).toBe(monday + PERIOD_MS);
  });

  it('list the recent week first, then the closed ones back to back, newest first', () => {
    const listed = listedPeriods(monday + 30 * HOUR_MS);
    expect(listed).toHaveLength(RANKING_HISTORY_PERIODS + 1);
    expect(listed[0]).toEqual({ start: monday, end: monday + PERIOD_MS });
    for (let i = 1; i < listed.length; i++) expect(listed[i]?.end).toBe(listed[i - 1]?.start);
  });
});
