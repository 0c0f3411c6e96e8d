import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chinaDayStart, chinaMidnight, DAY_MS } from './china-time';
import { calendarDayDot, calendarDayZh, momentDateLabel } from './calendar-day';
import { hourMinute, kickoffClock, monthDayDot, monthDayZh } from './date-labels';

describe('date labels (China time)', () => {
  it('formats MM月DD日 and MM.DD with zero padding', () => {
    const t = chinaMidnight(2024, 6, 9) + 5 * 3600_000;
    expect(monthDayZh(t)).toBe('06月09日');
    expect(monthDayDot(t)).toBe('06.09');
    expect(hourMinute(t)).toBe('05:00');
  });

  it('reads 待定 for a fixture whose time the record does not give, until it has started', () => {
    const slot = Date.UTC(2026, 10, 29, 17, 0);
    expect(kickoffClock(slot, true, false)).toBe('待定');
    expect(kickoffClock(slot, true, true)).toBe('01:00');
    expect(kickoffClock(slot, undefined, false)).toBe('01:00');
    expect(kickoffClock(slot, false, false)).toBe('01:00');
  });

  it('uses UTC+8 whatever the host zone: 16:30 UTC is already the next day in China', () => {
    const t = Date.UTC(2024, 11, 31, 16, 30);
    expect(monthDayZh(t)).toBe('01月01日');
    expect(monthDayDot(t)).toBe('01.01');
  });

  it('names the year of a day outside the current one (China time), and only then', () => {
    const now = chinaMidnight(2026, 11, 29) + 12 * 3600_000;
    expect(calendarDayZh(chinaMidnight(2026, 11, 30), now)).toBe('11月30日');
    expect(calendarDayZh(chinaMidnight(2026, 1, 1), now)).toBe('01月01日');
    expect(calendarDayZh(chinaMidnight(2025, 2, 9) + 2 * 3600_000, now)).toBe('2025年02月09日');
    expect(calendarDayZh(chinaMidnight(2027, 1, 2), now)).toBe('2027年01月02日');
    // 16:30 UTC on 31 December is New Year's Day in China: of the next year
    expect(calendarDayZh(Date.UTC(2025, 11, 31, 16, 30), now)).toBe('01月01日');
    expect(calendarDayDot(chinaMidnight(2026, 11, 30), now)).toBe('11.30');
    expect(calendarDayDot(chinaMidnight(2025, 2, 9), now)).toBe('2025.02.09');
  });

  it("labels today's moments 今天, others MM.DD, and another year's with the year", () => {
    const now = chinaMidnight(2026, 3, 5) + 12 * 3600_000;
    expect(momentDateLabel(chinaMidnight(2026, 3, 5), now)).toBe('今天');
    expect(momentDateLabel(chinaMidnight(2026, 3, 5) + DAY_MS - 1, now)).toBe('今天');
    expect(momentDateLabel(chinaMidnight(2026, 3, 5) - 1, now)).toBe('03.04');
    expect(momentDateLabel(chinaMidnight(2025, 3, 5), now)).toBe('2025.03.05');
  });

  it('puts every instant within its China day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), (t) => {
        const start = chinaDayStart(t);
        expect(start).toBeLessThanOrEqual(t);
        expect(t - start).toBeLessThan(DAY_MS);
        expect(monthDayZh(start)).toBe(monthDayZh(t));
      }),
    );
  });
});
