import { CHINA_OFFSET_MS, chinaDayStart, DAY_MS, RANKING_HISTORY_PERIODS } from '@sport/contract';

/** A week of the boards: [start, end), Monday 00:00 to the next Monday 00:00 China time. */
export interface Period {
  start: number;
  end: number;
}

export const PERIOD_MS = 7 * DAY_MS;

/** The week (China time, Monday first) holding `at`, whatever the server's zone. */
export function periodOf(at: number): Period {
  const day = chinaDayStart(at);
  const mondayBased = (new Date(day + CHINA_OFFSET_MS).getUTCDay() + 6) % 7;
  const start = day - mondayBased * DAY_MS;
  return { start, end: start + PERIOD_MS };
}

/** The recent (open) period, then the closed ones the boards list, newest first. */
export function listedPeriods(now: number): Period[] {
  const recent = periodOf(now);
  return Array.from({ length: RANKING_HISTORY_PERIODS + 1 }, (_, i) => ({
    start: recent.start - i * PERIOD_MS,
    end: recent.end - i * PERIOD_MS,
  }));
}
