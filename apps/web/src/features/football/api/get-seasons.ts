import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig, SeasonsInput } from '../centres';

/** The editions (World Cup, Euro) or a league's seasons (five leagues), newest first. */
export const getSeasons = (centre: CentreConfig, input: SeasonsInput, signal?: AbortSignal) =>
  centre.calls.seasons.run(input, signal);

export const seasonsQuery = (centre: CentreConfig, input: SeasonsInput) =>
  queryOptions({
    queryKey: callKey(centre.calls.seasons.def, input),
    queryFn: ({ signal }) => getSeasons(centre, input, signal),
  });

export const useSeasons = (centre: CentreConfig, input: SeasonsInput) => useQuery(seasonsQuery(centre, input));
