/** How the app is hosted: a plain browser tab, a child of a host shell (iframe), or a native WebView. */
export type AppMode = 'web' | 'host' | 'native';

export type Theme = 'normal' | 'dark';

/** What the native app tells us about itself (SPEC §7 native bridge). */
export interface NativeInfo {
  deviceId?: string;
  theme?: Theme;
  topBarHeight?: number;
  appVersion?: string;
  /** SPEC §7 os-type: 2 android, 3 ios. */
  osType?: 2 | 3;
}

export type { NativeJump } from '../../lib/app-actions';
import type { NativeJump } from '../../lib/app-actions';

export interface Bridge {
  readonly mode: AppMode;
  /** Asks for a login. Resolves true when a session is held afterwards (web dialog, native reply). */
  login(backPath: string): Promise<boolean>;
  /** Runs a native jump; false when this mode has no native screens (the caller navigates in-app instead). */
  jump(target: NativeJump): boolean;
  /** Native info, or null outside the app. */
  nativeInfo(): NativeInfo | null;
  /** Routes pushed by the host shell or the native app; returns the unsubscribe function. */
  onNavigate(handler: (path: string) => void): () => void;
}

/** The object the native app injects into its WebView. */
export interface NativeHost {
  /** JSON of NativeInfo. */
  getNativeInfo(): string;
  /** A JSON command: {"action":"login","backPath"} or {"action":"jump","url"}. */
  postMessage(json: string): void;
}

/** What the native app sends back through `window.sportNativeReceive`. */
export type NativeMessage =
  | { type: 'login'; code: number; data?: { token?: string; uid?: string | number; username?: string } }
  | { type: 'navigate'; path: string };

declare global {
  interface Window {
    SportNative?: NativeHost;
    sportNativeReceive?: (message: NativeMessage | string) => void;
  }
}
