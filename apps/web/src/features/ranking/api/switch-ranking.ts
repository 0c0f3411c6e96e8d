import { rankingRoutes } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { routeKey } from '../../../lib/query-keys';
import { toastSuccess } from '../../../lib/toast';

/** Hides (1) or shows (0) the caller on every board. */
export const switchRanking = (hidden: 0 | 1) => request(rankingRoutes.switch, { hidden });

/** The boards are asked again afterwards: the caller's row leaves or joins them and the others move up or down. */
export function useSwitchRanking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: switchRanking,
    onSuccess: (answer) => {
      toastSuccess(answer.hidden ? t('ranking.hiddenOn') : t('ranking.hiddenOff'));
      return client.invalidateQueries({ queryKey: routeKey(rankingRoutes.list) });
    },
  });
}
