import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig, SeasonInput } from '../centres';

/** The days of a season that have matches, ascending, kept to the days the centre shows (SPEC §5). */
export const getMatchDates = async (centre: CentreConfig, input: SeasonInput, signal?: AbortSignal) =>
  centre.filterDates(await centre.calls.matchDates.run(input, signal));

export const matchDatesQuery = (centre: CentreConfig, input: SeasonInput) =>
  queryOptions({
    queryKey: callKey(centre.calls.matchDates.def, input),
    queryFn: ({ signal }) => getMatchDates(centre, input, signal),
  });

export const useMatchDates = (centre: CentreConfig, input: SeasonInput | null) =>
  useQuery({ ...matchDatesQuery(centre, input ?? { seasonId: 0 }), enabled: input !== null });
