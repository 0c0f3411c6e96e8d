import { anchorRoutes, type SubscribeInfo } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import type { Booking } from './book-match';
import { subscribeInfoQuery } from '../../../lib/subscribe-info';
import '../texts';

/** Cancels a booking; answers the user's bookings after the change. */
export const unbookMatch = (booking: Booking) => request(anchorRoutes.unsubscribe, booking);

export function useUnbookMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unbookMatch,
    onSuccess: (info: SubscribeInfo) => {
      client.setQueryData(subscribeInfoQuery().queryKey, info);
      toastSuccess(t('anchorPages.unbookSucceeded'));
    },
  });
}
