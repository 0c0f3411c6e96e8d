import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { KnockoutRound } from '@sport/contract';
import { callKey } from '../../../lib/query-keys';
import type { CentreConfig, SeasonInput } from '../centres';

/** The knockout bracket of an edition, its rounds in order (World Cup, Euro). */
export const knockoutQuery = (centre: CentreConfig, input: SeasonInput) => {
  const call = centre.calls.knockout;
  return queryOptions<KnockoutRound[]>({
    queryKey: call ? callKey(call.def, input) : ['knockout', centre.key, input],
    queryFn: call ? ({ signal }) => call.run(input, signal) : skipToken,
  });
};

export const useKnockout = (centre: CentreConfig, input: SeasonInput) => useQuery(knockoutQuery(centre, input));
