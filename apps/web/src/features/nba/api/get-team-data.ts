import { nbaRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';
import type { TeamSeasonInput } from './get-team-match';

/** A team's per-game figures and leaders of a season and kind. */
export const teamDataQuery = (input: TeamSeasonInput) =>
  queryOptions({
    queryKey: callKey(nbaRoutes.teamData, input),
    queryFn: ({ signal }) => request(nbaRoutes.teamData, input, { signal }),
  });

export const useTeamData = (input: TeamSeasonInput) => useQuery(teamDataQuery(input));
