import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig, TeamSeasonInput } from '../centres';

/** A team's matches in one season. */
export const getTeamSeasonMatch = (centre: CentreConfig, input: TeamSeasonInput, signal?: AbortSignal) =>
  centre.team.calls.seasonMatch.run(input, signal);

export const teamSeasonMatchQuery = (centre: CentreConfig, input: TeamSeasonInput) =>
  queryOptions({
    queryKey: callKey(centre.team.calls.seasonMatch.def, input),
    queryFn: ({ signal }) => getTeamSeasonMatch(centre, input, signal),
  });

export const useTeamSeasonMatch = (centre: CentreConfig, input: TeamSeasonInput) =>
  useQuery(teamSeasonMatchQuery(centre, input));
