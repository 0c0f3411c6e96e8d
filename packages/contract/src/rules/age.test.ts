import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageText } from './age';
import { chinaMidnight } from './china-time';

const now = chinaMidnight(2026, 11, 21) + 10 * 3600_000;

describe('ageText', () => {
  it('is the current year minus the birth year plus 岁', () => {
    expect(ageText(chinaMidnight(1995, 12, 31), now)).toBe('31岁');
    expect(ageText('1990-01-01', now)).toBe('36岁');
  });

  it('takes the year in China time (a birthday at 23:00 UTC on Dec 31 is Jan 1 in China)', () => {
    expect(ageText(Date.UTC(1999, 11, 31, 23), now)).toBe('26岁');
  });

  it('reads 年龄未知 for missing or invalid birthdays', () => {
    for (const bad of [null, undefined, '', 'soon', '1990-13-01', Number.NaN, 0])
      expect(ageText(bad, now)).toBe('年龄未知');
    expect(ageText(chinaMidnight(2030, 1, 1), now)).toBe('年龄未知');
  });

  it('never yields a negative age', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2e12, max: 4e12 }), (birthday) => {
        const text = ageText(birthday, now);
        expect(text === '年龄未知' || /^\d+岁$/.test(text)).toBe(true);
      }),
    );
  });
});
