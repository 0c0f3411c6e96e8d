import { useLoginDialog } from '../shell/login-store';
import { pathFromHostMessage } from './host-messages';
import type { Bridge } from './types';

/** A plain browser tab: our own login dialog, no native screens; same-origin path messages still navigate. */
export function createWebBridge(win: Window = window): Bridge {
  return {
    mode: 'web',
    login: () => useLoginDialog.getState().request(),
    jump: () => false,
    nativeInfo: () => null,
    onNavigate(handler) {
      const listener = (event: MessageEvent) => {
        if (event.origin !== win.location.origin) return;
        const path = pathFromHostMessage(event.data);
        if (path) handler(path);
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}
