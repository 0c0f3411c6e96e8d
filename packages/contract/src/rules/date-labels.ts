import { CHINA_OFFSET_MS, chinaDate } from './china-time';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** `MM月DD日` in China time, e.g. a match-date item. */
export function monthDayZh(epochMs: number): string {
  const { month, day } = chinaDate(epochMs);
  return `${pad2(month)}月${pad2(day)}日`;
}

/** `MM.DD` in China time. */
export function monthDayDot(epochMs: number): string {
  const { month, day } = chinaDate(epochMs);
  return `${pad2(month)}.${pad2(day)}`;
}

/** `HH:mm` in China time, e.g. a kick-off. */
export function hourMinute(epochMs: number): string {
  const d = new Date(epochMs + CHINA_OFFSET_MS);
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}

/** What a kick-off's clock reads while the record gives only its day (the leagues set times a few weeks ahead). */
export const KICKOFF_TIME_TBD = '待定';

/**
 * A kick-off's `HH:mm`, or 待定 for a fixture not started whose time the record does not give yet
 * (`kickoffTimeTbd`): its stored instant is only a slot the league plays, which the live simulator plays. Once
 * the match has started, the instant it started at is what the clock reads.
 */
export function kickoffClock(epochMs: number, timeTbd: boolean | undefined, started: boolean): string {
  return timeTbd && !started ? KICKOFF_TIME_TBD : hourMinute(epochMs);
}
