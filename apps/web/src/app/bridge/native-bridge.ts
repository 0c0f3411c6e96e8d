import { useAuthStore } from '../../lib/auth-store';
import { reportError } from '../../lib/error-reporter';
import { NATIVE_JUMP_DEBOUNCE_MS, leadingDebounce, nativeJumpUrl } from './native-jump';
import type { Bridge, NativeHost, NativeInfo, NativeMessage } from './types';

const reportNative = (action: string, error: unknown): void => {
  void reportError({ kind: 'native', message: `native ${action} failed: ${error instanceof Error ? error.message : String(error)}` });
};

function parseNativeInfo(raw: string): NativeInfo {
  const value = JSON.parse(raw) as Record<string, unknown>;
  const info: NativeInfo = {};
  if (typeof value.deviceId === 'string' && value.deviceId) info.deviceId = value.deviceId;
  if (value.theme === 'dark' || value.theme === 'normal') info.theme = value.theme;
  const height = Number(value.topBarHeight);
  if (Number.isFinite(height) && height >= 0) info.topBarHeight = height;
  if (typeof value.appVersion === 'string') info.appVersion = value.appVersion;
  if (value.osType === 2 || value.osType === 3) info.osType = value.osType;
  return info;
}

/** SPEC §6: a login reply with code 1 carries the user; any other code drops the stored session. */
export function applyNativeLogin(message: Extract<NativeMessage, { type: 'login' }>): boolean {
  const auth = useAuthStore.getState();
  const data = message.data;
  if (message.code === 1 && data?.token && data.uid !== undefined) {
    auth.setSession({ token: data.token, uid: String(data.uid), username: data.username ?? '' });
    return true;
  }
  auth.clear();
  return false;
}

/** Inside the native app's WebView: login and match screens are native; it pushes routes and login replies. */
export function createNativeBridge(host: NativeHost, win: Window = window): Bridge {
  const loginWaiters: Array<(ok: boolean) => void> = [];
  const navigateHandlers = new Set<(path: string) => void>();

  const send = (action: string, payload: Record<string, unknown>): boolean => {
    try {
      host.postMessage(JSON.stringify({ action, ...payload }));
      return true;
    } catch (error) {
      reportNative(action, error);
      return false;
    }
  };

  win.sportNativeReceive = (raw) => {
    let message: NativeMessage;
    try {
      message = typeof raw === 'string' ? (JSON.parse(raw) as NativeMessage) : raw;
    } catch (error) {
      reportNative('receive', error);
      return;
    }
    if (message.type === 'login') {
      const ok = applyNativeLogin(message);
      for (const resolve of loginWaiters.splice(0)) resolve(ok);
    } else if (message.type === 'navigate' && typeof message.path === 'string') {
      for (const handler of navigateHandlers) handler(message.path);
    }
  };

  const jumpOnce = leadingDebounce((url: string) => {
    send('jump', { url });
  }, NATIVE_JUMP_DEBOUNCE_MS);

  let info: NativeInfo | null = null;
  return {
    mode: 'native',
    login(backPath) {
      return new Promise<boolean>((resolve) => {
        if (!send('login', { backPath })) return resolve(false);
        loginWaiters.push(resolve);
      });
    },
    jump(target) {
      jumpOnce(nativeJumpUrl(target));
      return true;
    },
    nativeInfo() {
      if (info) return info;
      try {
        info = parseNativeInfo(host.getNativeInfo());
      } catch (error) {
        reportNative('getNativeInfo', error);
        info = {};
      }
      return info;
    },
    onNavigate(handler) {
      navigateHandlers.add(handler);
      return () => navigateHandlers.delete(handler);
    },
  };
}
