import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from './auth-store';
import { subscribeInfoQuery } from './subscribe-info';

/** The anchor pages' and the account sheet's view of it: asked only when logged in. */
export function useSubscribeInfo() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...subscribeInfoQuery(), enabled: Boolean(token) });
}
