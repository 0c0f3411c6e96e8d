import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig, SeasonOption, SeasonsInput } from '../centres';

/** The editions (World Cup, Euro) or a league's seasons (five leagues), newest first. */
export const getSeasons = (centre: CentreConfig, input: SeasonsInput, signal?: AbortSignal) =>
  centre.calls.seasons.run(input, signal);

export const seasonsQuery = (centre: CentreConfig, input: SeasonsInput) =>
  queryOptions({
    queryKey: callKey(centre.calls.seasons.def, input),
    queryFn: ({ signal }) => getSeasons(centre, input, signal),
  });

export const useSeasons = (centre: CentreConfig, input: SeasonsInput) => useQuery(seasonsQuery(centre, input));

/**
 * A league season as its league's season list has it (which the centre has usually loaded: from which day its
 * scores are simulated, which results its source lacks): undefined meanwhile and off a league (World Cup, Euro).
 */
export function useLeagueSeason(centre: CentreConfig, leagueId: number | null, seasonId: number): SeasonOption | undefined {
  const select = (seasons: readonly SeasonOption[]) => seasons.find((s) => s.seasonId === seasonId);
  return useQuery({ ...seasonsQuery(centre, { leagueId }), select, enabled: leagueId !== null }).data;
}
