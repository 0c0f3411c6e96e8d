import { newsRoutes, trimPrizeClaim, type LotteryApproval, type PrizeClaim } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { prizeQuery } from './get-prize';

/** Silent: the claim form says what went wrong beside the fields. Sent trimmed, as the rules checked it. */
export const submitPrize = (claim: PrizeClaim) =>
  request(newsRoutes.lotterySubmitInfo, trimPrizeClaim(claim), { silent: true });

/** States where the prize goes, once: the stored claim (now under review) replaces the form. */
export function useSubmitPrize() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [newsRoutes.lotterySubmitInfo.path],
    mutationFn: submitPrize,
    onSuccess: (claim: LotteryApproval) => {
      client.setQueryData(prizeQuery().queryKey, claim);
    },
    // refused because a claim is already there (sent from elsewhere): show that one
    onError: () => client.invalidateQueries({ queryKey: prizeQuery().queryKey }),
  });
}
