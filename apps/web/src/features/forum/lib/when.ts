import { chinaDate, hourMinute, inYearOf } from '@sport/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A post's time as a list shows it: MM-DD HH:mm this year, YYYY-MM-DD before. In China time like the rest of
 * the app (news, anchors), whatever the device's zone: a post at 23:30 UTC is the next morning in China.
 */
export function postTime(epochMs: number, now: number = Date.now()): string {
  const { year, month, day } = chinaDate(epochMs);
  const monthDay = `${pad(month)}-${pad(day)}`;
  if (!inYearOf(epochMs, now)) return `${year}-${monthDay}`;
  return `${monthDay} ${hourMinute(epochMs)}`;
}
