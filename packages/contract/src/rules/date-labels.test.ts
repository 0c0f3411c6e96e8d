import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chinaDayStart, chinaMidnight, DAY_MS } from './china-time';
import { hourMinute, momentDateLabel, monthDayDot, monthDayZh } from './date-labels';

describe('date labels (China time)', () => {
  it('formats MM月DD日 and MM.DD with zero padding', () => {
    const t = chinaMidnight(2024, 6, 9) + 5 * 3600_000;
    expect(monthDayZh(t)).toBe('06月09日');
    expect(monthDayDot(t)).toBe('06.09');
    expect(hourMinute(t)).toBe('05:00');
  });

  it('uses UTC+8 whatever the host zone: 16:30 UTC is already the next day in China', () => {
    const t = Date.UTC(2024, 11, 31, 16, 30);
    expect(monthDayZh(t)).toBe('01月01日');
    expect(monthDayDot(t)).toBe('01.01');
  });

  it("labels today's moments 今天 and others MM.DD", () => {
    const now = chinaMidnight(2026, 3, 5) + 12 * 3600_000;
    expect(momentDateLabel(chinaMidnight(2026, 3, 5), now)).toBe('今天');
    expect(momentDateLabel(chinaMidnight(2026, 3, 5) + DAY_MS - 1, now)).toBe('今天');
    expect(momentDateLabel(chinaMidnight(2026, 3, 5) - 1, now)).toBe('03.04');
    expect(momentDateLabel(chinaMidnight(2025, 3, 5), now)).toBe('03.05');
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
