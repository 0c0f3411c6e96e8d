import { isHostShellPath } from '../../lib/base-path';
import { createHostBridge } from './host-bridge';
import { createNativeBridge } from './native-bridge';
import { createWebBridge } from './web-bridge';
import type { Bridge } from './types';

export type { AppMode, Bridge, NativeInfo, NativeJump } from './types';

/** The one bridge for this page: native when the app injected its object, host shell by path prefix, else web. */
export function createBridge(win: Window = window): Bridge {
  if (win.SportNative) return createNativeBridge(win.SportNative, win);
  if (isHostShellPath(win.location.pathname)) return createHostBridge(win);
  return createWebBridge(win);
}

let current: Bridge | null = null;
export function getBridge(): Bridge {
  current ??= createBridge();
  return current;
}
