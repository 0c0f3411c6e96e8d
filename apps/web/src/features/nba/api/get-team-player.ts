import { nbaRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** A team's players with their current-season averages. */
export const teamPlayerQuery = (teamId: number) =>
  queryOptions({
    queryKey: callKey(nbaRoutes.teamPlayer, { teamId }),
    queryFn: ({ signal }) => request(nbaRoutes.teamPlayer, { teamId }, { signal }),
  });

export const useTeamPlayer = (teamId: number) => useQuery(teamPlayerQuery(teamId));
