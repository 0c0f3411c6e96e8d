/**
 * Calendar arithmetic in China time (UTC+8, no daylight saving).
 * Labels such as `MM月DD日` and "today" must read the same on the server (which groups matches by
 * day, in UTC) and on every client (whatever its device zone), so both use this fixed zone.
 */
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const CHINA_OFFSET_MS = 8 * HOUR_MS;

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

/** The China-time calendar date of an instant. */
export function chinaDate(epochMs: number): CalendarDate {
  const d = new Date(epochMs + CHINA_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Midnight (China time) starting the given calendar day, as epoch ms. */
export const chinaMidnight = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) - CHINA_OFFSET_MS;

/** Midnight (China time) of the day an instant falls on. */
export const chinaDayStart = (epochMs: number): number =>
  Math.floor((epochMs + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;

export const isSameChinaDay = (a: number, b: number): boolean => chinaDayStart(a) === chinaDayStart(b);
