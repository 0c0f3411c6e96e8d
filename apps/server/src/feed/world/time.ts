import { DAY_MS } from '@sport/contract';
import type { Fixture, SeasonRow, StageRow } from './types';

// The world's builders import time from here; the values are the contract's.
export { DAY_MS, HOUR_MS, MINUTE_MS } from '@sport/contract';

/** UTC midnight of the day holding `ms`. */
export const utcDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/** What one competition builder contributes. */
export interface Built {
  seasons: SeasonRow[];
  stages: StageRow[];
  fixtures: Fixture[];
}
