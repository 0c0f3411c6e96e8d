import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { useAppActions } from '../../../lib/app-actions';

/** Resolves true when the user is logged in, asking the app for a login first when not (SPEC §5, §6). */
export function useRequireLogin(): () => Promise<boolean> {
  const { login } = useAppActions();
  const { pathname, search } = useLocation();
  return useCallback(async () => {
    if (useAuthStore.getState().token) return true;
    const ok = await login(`${pathname}${search}`);
    return ok && Boolean(useAuthStore.getState().token);
  }, [login, pathname, search]);
}
