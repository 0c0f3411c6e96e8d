import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig, TeamSeasonInput } from '../centres';

/** A team's best player per ranking stat in one season (best players / team leaders). */
export const getTeamLeaders = (centre: CentreConfig, input: TeamSeasonInput, signal?: AbortSignal) =>
  centre.team.calls.leaders.run(input, signal);

export const teamLeadersQuery = (centre: CentreConfig, input: TeamSeasonInput) =>
  queryOptions({
    queryKey: callKey(centre.team.calls.leaders.def, input),
    queryFn: ({ signal }) => getTeamLeaders(centre, input, signal),
  });

export const useTeamLeaders = (centre: CentreConfig, input: TeamSeasonInput) => useQuery(teamLeadersQuery(centre, input));
