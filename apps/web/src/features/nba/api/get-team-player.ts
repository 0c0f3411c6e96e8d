import { nbaRoutes, type RequestOf } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export type TeamPlayerInput = RequestOf<typeof nbaRoutes.teamPlayer>;

/** A team's players with their averages of a season and kind. */
export const teamPlayerQuery = (input: TeamPlayerInput) =>
  queryOptions({
    queryKey: callKey(nbaRoutes.teamPlayer, input),
    queryFn: ({ signal }) => request(nbaRoutes.teamPlayer, input, { signal }),
  });

export const useTeamPlayer = (input: TeamPlayerInput) => useQuery(teamPlayerQuery(input));
