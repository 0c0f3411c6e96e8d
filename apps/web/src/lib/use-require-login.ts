import { useCallback } from 'react';
import { useLocation } from './router';
import { useAuthStore } from './auth-store';
import { useAppActions } from './app-actions';

/**
 * Resolves true when the user is logged in, asking the app for a login first when not (SPEC §5, §6). The
 * login comes back to `backPath`, by default the page the user is on.
 */
export function useRequireLogin(backPath?: string): () => Promise<boolean> {
  const { login } = useAppActions();
  const { pathname, search } = useLocation();
  const back = backPath ?? `${pathname}${search}`;
  return useCallback(async () => {
    if (useAuthStore.getState().token) return true;
    const ok = await login(back);
    return ok && Boolean(useAuthStore.getState().token);
  }, [login, back]);
}
