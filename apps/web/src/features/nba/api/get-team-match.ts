import { nbaRoutes, nbaScheduleKind, type RequestOf } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export type TeamSeasonInput = Required<RequestOf<typeof nbaRoutes.teamMatch>>;

/** A team's games of a season and kind (the Finals are asked as playoffs, like every schedule call). */
export const teamMatchQuery = (input: TeamSeasonInput) => {
  const asked = { ...input, kind: nbaScheduleKind(input.kind) };
  return queryOptions({
    queryKey: callKey(nbaRoutes.teamMatch, asked),
    queryFn: ({ signal }) => request(nbaRoutes.teamMatch, asked, { signal }),
  });
};

export const useTeamMatch = (input: TeamSeasonInput) => useQuery(teamMatchQuery(input));
