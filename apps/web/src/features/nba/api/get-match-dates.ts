import { CompetitionPhase, NbaKind, nbaRoutes, nbaScheduleKind } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export interface DatesInput {
  seasonId: number;
  /** The page's kind (1 regular, 2 playoffs, 5 finals, 7 the Cup knockout); the call takes the schedule kind. */
  kind: number;
}

/**
 * Days with games of a season and kind, ascending: every season its own (SPEC §5's floor and Finals window are
 * 2023-24's, decision record 022).
 */
export const getMatchDates = ({ seasonId, kind }: DatesInput, signal?: AbortSignal) =>
  request(nbaRoutes.matchDate, { seasonId, kind: nbaScheduleKind(kind) }, { signal });

export const matchDatesQuery = (input: DatesInput) =>
  queryOptions({
    queryKey: [
      ...callKey(nbaRoutes.matchDate, { seasonId: input.seasonId, kind: nbaScheduleKind(input.kind) }),
      input.kind,
    ],
    queryFn: ({ signal }) => getMatchDates(input, signal),
  });

export const useMatchDates = (input: DatesInput) => useQuery(matchDatesQuery(input));

/**
 * Whether the season has an NBA Cup knockout: the days of its cup games (the server's cup stages), so the centre
 * offers the Cup only where there is one and never asks for a knockout the season cannot have.
 */
export const useHasCup = (seasonId: number) =>
  useQuery({ ...matchDatesQuery({ seasonId, kind: CompetitionPhase.FinalCup }), select: (days) => days.length > 0 });

/**
 * Whether the season has regular-season games: a past season holds only what the public record gives of it (the
 * 2024 Finals, the 2024 Cup knockout), and the centre then opens on what it does hold.
 */
export const useHasRegular = (seasonId: number) =>
  useQuery({ ...matchDatesQuery({ seasonId, kind: NbaKind.Regular }), select: (days) => days.length > 0 });
