import { chinaMidnight } from './china-time';

/** SPEC §5 date floors, as China-time midnights. "After" a day means after its first instant. */
export const FIVE_LEAGUES_DATE_FLOOR = chinaMidnight(2024, 8, 1);
export const NBA_DATE_FLOOR = chinaMidnight(2023, 10, 6);
/** The NBA Finals window, both days inclusive. */
export const NBA_FINALS_WINDOW = { from: chinaMidnight(2024, 6, 6), toExclusive: chinaMidnight(2024, 6, 20) } as const;

/** Five-leagues match dates are kept only after 2024-08-01. */
export const filterFiveLeagueDates = <D extends { matchDate: number }>(dates: readonly D[]): D[] =>
  dates.filter((d) => d.matchDate > FIVE_LEAGUES_DATE_FLOOR);

/** NBA dates after 2023-10-06; with `finals` also inside 2024-06-06..2024-06-19. */
export function filterNbaDates<D extends { matchDate: number }>(
  dates: readonly D[],
  opts: { finals?: boolean } = {},
): D[] {
  return dates.filter(
    (d) =>
      d.matchDate > NBA_DATE_FLOOR &&
      (!opts.finals || (d.matchDate >= NBA_FINALS_WINDOW.from && d.matchDate < NBA_FINALS_WINDOW.toExclusive)),
  );
}

/** Euro: competition-type groups with no seasons are dropped. */
export const dropEmptyCompetitionTypes = <G extends { list: readonly unknown[] }>(groups: readonly G[]): G[] =>
  groups.filter((g) => g.list.length > 0);

/** Five leagues: team season groups are kept only for known competition types. */
export const keepKnownCompetitionTypes = <G extends { competitionType: number }>(
  groups: readonly G[],
  known: readonly number[],
): G[] => groups.filter((g) => known.includes(g.competitionType));
