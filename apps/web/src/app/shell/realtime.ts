import { LIVE_CHANNEL, userChannel } from '@sport/contract';
import { useEffect } from 'react';
import { endSession, useAuthStore } from '../../lib/auth-store';
import { firstDomain, useConfigStore } from '../../lib/config-store';
import { i18n } from '../../lib/i18n';
import { registerPushRouter, routePushesToCache } from '../../lib/query-client';
import { socket } from '../../lib/socket';
import { useBridge } from '../bridge/context';
import { useLivePush } from './live-badge';
import { toastError } from '../../lib/toast';

/**
 * The app's push wiring: connect to the first push domain and feed pushes to the query cache; hold the
 * `live` channel for the tab badge, and the user's channel while logged in (a kick ends the session, SPEC §4).
 */
export function useRealtime(): void {
  const bridge = useBridge();
  const pushUrl = useConfigStore((s) => firstDomain(s.domains, 'push'));
  const token = useAuthStore((s) => s.token);
  const uid = useAuthStore((s) => s.uid);

  useEffect(() => {
    const stops = [
      routePushesToCache(socket),
      registerPushRouter('live', (data) => useLivePush.getState().apply(data)),
      registerPushRouter('user', (data) => {
        if (data.type !== 'kicked') return;
        // a call answered 505 first: the session is already over, and the user was told
        if (!endSession(useAuthStore.getState().token ?? '')) return;
        if (bridge.mode !== 'native') toastError(i18n.t('errors.kicked'));
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [bridge]);

  useEffect(() => {
    if (!pushUrl) return;
    socket.connect(pushUrl);
    socket.subscribe([LIVE_CHANNEL]);
  }, [pushUrl]);

  useEffect(() => {
    if (!token || !uid) {
      socket.auth(null);
      return;
    }
    socket.auth({ token, uid });
    const channel = userChannel(uid);
    socket.subscribe([channel]);
    return () => socket.unsubscribe([channel]);
  }, [token, uid]);
}

/** useRealtime as a component, so the app can load it lazily. */
export function Realtime(): null {
  useRealtime();
  return null;
}
