import { TEXTS } from '../constants';
import { chinaDate } from './china-time';

/**
 * SPEC §3 Host: the age is the current year minus the birth year, plus '岁'; missing or invalid
 * birthdays (including ones in the future) read '年龄未知'. Years are taken in China time.
 * `birthday` is epoch ms, or a `YYYY-MM-DD` string as some feeds send it.
 */
export function ageText(birthday: number | string | null | undefined, now: number): string {
  const year = birthYear(birthday);
  if (year === null) return TEXTS.unknownAge;
  const age = chinaDate(now).year - year;
  return age >= 0 && age < 150 ? `${age}岁` : TEXTS.unknownAge;
}

function birthYear(birthday: number | string | null | undefined): number | null {
  if (typeof birthday === 'number') {
    return Number.isFinite(birthday) && birthday !== 0 ? chinaDate(birthday).year : null;
  }
  if (typeof birthday === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday.trim());
    if (!m) return null;
    const month = Number(m[2]);
    const day = Number(m[3]);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? Number(m[1]) : null;
  }
  return null;
}
