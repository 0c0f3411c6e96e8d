import { useQueryClient } from '@tanstack/react-query';
import { TIMERS } from '@sport/contract';
import { useEffect } from 'react';
import { useAuthStore } from '../../lib/auth-store';
import { subscribeInfoQuery } from '../../lib/subscribe-info';

/** SPEC §9: the live-booking refresh is debounced by 1000 ms. */
export const LIVE_BOOKING_DEBOUNCE_MS = TIMERS.bookingRefreshDebounce;

/** SPEC §4 login: when a token appears, fetch the live-booking list (debounced); on logout it is dropped. */
export function useLiveBooking(): void {
  const token = useAuthStore((s) => s.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    // without a session there is nothing to fetch; the answer of the last one left the cache with it
    // (useSessionQueries)
    if (!token) return;
    const timer = window.setTimeout(() => {
      void queryClient.fetchQuery({ ...subscribeInfoQuery(), staleTime: 0 }).catch(() => undefined);
    }, LIVE_BOOKING_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [token, queryClient]);
}
