import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig, DayInput } from '../centres';

/** A season's matches of one day (China time), with their anchors. */
export const getMatchList = (centre: CentreConfig, input: DayInput, signal?: AbortSignal) =>
  centre.calls.list.run(input, signal);

export const matchListQuery = (centre: CentreConfig, input: DayInput) =>
  queryOptions({
    queryKey: callKey(centre.calls.list.def, input),
    queryFn: ({ signal }) => getMatchList(centre, input, signal),
  });

export const useMatchList = (centre: CentreConfig, input: DayInput | null) =>
  useQuery({ ...matchListQuery(centre, input ?? { seasonId: 0, matchDate: 0 }), enabled: input !== null });
