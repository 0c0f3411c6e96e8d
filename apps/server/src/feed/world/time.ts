import type { Fixture, SeasonRow, StageRow } from './types';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** UTC midnight of the day holding `ms`. */
export const utcDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/** What one competition builder contributes. */
export interface Built {
  seasons: SeasonRow[];
  stages: StageRow[];
  fixtures: Fixture[];
}
