import { pathFromHostMessage } from './host-messages';
import type { Bridge } from './types';

/**
 * A child of a host shell (SPEC §1, §6): the host owns login, so we ask it with `{path:'/login', backPath}`;
 * it posts paths and plaza-page navigations back to us.
 */
export function createHostBridge(win: Window = window): Bridge {
  const parent = win.parent;
  return {
    mode: 'host',
    login(backPath) {
      // The host's origin is not known to us; the message carries no secret.
      parent.postMessage({ path: '/login', backPath }, '*');
      return Promise.resolve(false);
    },
    jump: () => false,
    nativeInfo: () => null,
    onNavigate(handler) {
      const listener = (event: MessageEvent) => {
        if (event.source !== parent && event.origin !== win.location.origin) return;
        const path = pathFromHostMessage(event.data);
        if (path) handler(path);
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}
