import { chinaMidnight } from './china-time';

/**
 * SPEC §5 date floor, as a China-time midnight. "After" a day means after its first instant. SPEC's NBA floor
 * (2023-10-06) and Finals window (2024-06-06..19) are 2023-24's: each NBA season keeps its own days and its
 * Finals are the games of its Finals phase (decision record 022).
 */
export const FIVE_LEAGUES_DATE_FLOOR = chinaMidnight(2024, 8, 1);

/** Five-leagues match dates are kept only after 2024-08-01. */
export const filterFiveLeagueDates = <D extends { matchDate: number }>(dates: readonly D[]): D[] =>
  dates.filter((d) => d.matchDate > FIVE_LEAGUES_DATE_FLOOR);

/** Euro: competition-type groups with no seasons are dropped. */
export const dropEmptyCompetitionTypes = <G extends { list: readonly unknown[] }>(groups: readonly G[]): G[] =>
  groups.filter((g) => g.list.length > 0);

/** Five leagues: team season groups are kept only for known competition types. */
export const keepKnownCompetitionTypes = <G extends { competitionType: number }>(
  groups: readonly G[],
  known: readonly number[],
): G[] => groups.filter((g) => known.includes(g.competitionType));
