import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { HomeAwayStat } from '@sport/contract';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig, SeasonInput } from '../centres';

/** Home/away records of a season's teams (Euro, five leagues); a centre without them never calls. */
export const homeAwayQuery = (centre: CentreConfig, input: SeasonInput) => {
  const call = centre.calls.homeAway;
  return queryOptions<HomeAwayStat[]>({
    queryKey: call ? callKey(call.def, input) : ['home-away', centre.key, input],
    queryFn: call ? ({ signal }) => call.run(input, signal) : skipToken,
  });
};

export const useHomeAway = (centre: CentreConfig, input: SeasonInput) => useQuery(homeAwayQuery(centre, input));
