import { activityRoutes, Code, newsRoutes, type TipPurchase } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goldDailyLimitQuery } from '../../../lib/gold-daily-limit';
import { ApiError, request } from '../../../lib/http';
import { routeKey } from '../../../lib/query-keys';
import { userInfoQuery } from '../../../lib/user-info';
import { tipQuery } from './get-tip';

/**
 * Buys a tip with gold. The server charges once per user and tip (a repeat answers the first purchase).
 * Silent: the buy sheet says what went wrong itself (not enough gold leads to the gold page).
 */
export const buyTip = (messageId: number) => request(newsRoutes.buy, { messageId }, { silent: true });

/**
 * One purchase in flight at a time: a second tap while the first is on its way sends nothing. Once bought, the
 * tip is marked bought and asked again (its paid part comes now), and the gold balance and the day's allowance
 * the account sheet and the buy sheet read are the ones the purchase left. Refused for gold (the balance or the
 * day's limit moved meanwhile, in another tab say), both are asked again so the sheet says what is true now.
 */
export function useBuyTip(messageId: number) {
  const client = useQueryClient();
  const key = tipQuery(messageId).queryKey;
  return useMutation({
    mutationKey: [newsRoutes.buy.path, messageId],
    mutationFn: () => buyTip(messageId),
    onSuccess: async (purchase: TipPurchase) => {
      client.setQueryData(key, (tip) => (tip ? { ...tip, isBuy: purchase.isBuy, payTime: purchase.payTime } : tip));
      client.setQueryData(userInfoQuery().queryKey, (user) => (user ? { ...user, gold: purchase.balance } : user));
      void client.invalidateQueries({ queryKey: userInfoQuery().queryKey });
      void client.invalidateQueries({ queryKey: routeKey(activityRoutes.goldBalance) });
      void client.invalidateQueries({ queryKey: goldDailyLimitQuery().queryKey });
      void client.invalidateQueries({ queryKey: routeKey(newsRoutes.myOrder) });
      await client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || (error.code !== Code.GoldInsufficient && error.code !== Code.GoldDailyLimit)) return;
      void client.invalidateQueries({ queryKey: userInfoQuery().queryKey });
      void client.invalidateQueries({ queryKey: goldDailyLimitQuery().queryKey });
    },
  });
}
