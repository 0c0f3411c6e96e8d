import { nbaRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** A team and its roster. */
export const teamLineUpQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(nbaRoutes.teamLineUp, { id }),
    queryFn: ({ signal }) => request(nbaRoutes.teamLineUp, { id }, { signal }),
  });

export const useTeamLineUp = (id: number) => useQuery(teamLineUpQuery(id));
