import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig } from '../centres';

/** The seasons a team played, grouped by competition type, kept as the centre's rule says (SPEC §5). */
export const getTeamSeasonList = async (centre: CentreConfig, teamId: number, signal?: AbortSignal) =>
  centre.team.seasonGroups(await centre.team.calls.seasonList.run({ id: teamId }, signal));

export const teamSeasonListQuery = (centre: CentreConfig, teamId: number) =>
  queryOptions({
    queryKey: callKey(centre.team.calls.seasonList.def, { id: teamId }),
    queryFn: ({ signal }) => getTeamSeasonList(centre, teamId, signal),
  });

export const useTeamSeasonList = (centre: CentreConfig, teamId: number) => useQuery(teamSeasonListQuery(centre, teamId));
