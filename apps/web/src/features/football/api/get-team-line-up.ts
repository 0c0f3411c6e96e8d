import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig } from '../centres';

/** A team and its squad (the centre's lineUp call). */
export const getTeamLineUp = (centre: CentreConfig, teamId: number, signal?: AbortSignal) =>
  centre.team.calls.lineUp.run({ id: teamId }, signal);

export const teamLineUpQuery = (centre: CentreConfig, teamId: number) =>
  queryOptions({
    queryKey: callKey(centre.team.calls.lineUp.def, { id: teamId }),
    queryFn: ({ signal }) => getTeamLineUp(centre, teamId, signal),
  });

export const useTeamLineUp = (centre: CentreConfig, teamId: number) => useQuery(teamLineUpQuery(centre, teamId));
