import { anchorRoutes, type SubscribeInfo } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { subscribeInfoQuery } from '../../../lib/subscribe-info';
import '../texts';

export interface Booking {
  matchId: number;
  hostId: number;
}

/** Books a host's stream of a match; answers the user's bookings after the change. */
export const bookMatch = (booking: Booking) => request(anchorRoutes.subscribe, booking);

// SPEC has no word for a booking: the toasts say it was done, as follow's do ('预约成功' / '已取消预约').
export function useBookMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bookMatch,
    onSuccess: (info: SubscribeInfo) => {
      client.setQueryData(subscribeInfoQuery().queryKey, info);
      toastSuccess(t('anchorPages.bookSucceeded'));
    },
  });
}
