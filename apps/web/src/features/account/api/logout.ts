import { userRoutes } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { request } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { callKey } from '../../../lib/query-keys';
import { toastSuccess } from '../../../lib/toast';
import '../texts';

/** Ends the session on the server. */
export const logout = () => request(userRoutes.logout, {}, { silent: true });

/**
 * Logs out: the server ends the session, and this device forgets it whatever the server said (expired
 * already, or no network: the user asked to be logged out here). The user's own answers leave the cache.
 * (Here, not in the caller: the caller unmounts as the session goes.)
 */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => null),
    // offline the call cannot wait for the network: the device forgets the session at once
    networkMode: 'always',
    onSettled: () => {
      useAuthStore.getState().clear();
      client.removeQueries({ queryKey: callKey(userRoutes.info, {}) });
      toastSuccess(t('mine.sheet.loggedOut'));
    },
  });
}
