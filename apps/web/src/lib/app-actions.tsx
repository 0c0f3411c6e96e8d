import { createContext, useContext } from 'react';
import { t } from './i18n';
import { toastText } from './toast';

/** SPEC §2 native jumps. */
export type NativeJump =
  | { to: 'match-detail'; matchId: number | string; hostId?: number | string; tab?: number | string }
  | { to: 'result-detail'; matchId: number | string }
  | { to: 'live'; matchId: number | string; hostId?: number | string; matchSource?: number | string };

/**
 * What every feature may ask of the app around it, whichever way it is hosted (browser, host shell,
 * native app). The app provides it from its bridge; features use it here and never import app/.
 */
export interface AppActions {
  /** Opens the login (web dialog, host shell, native screen); resolves true when a session is held afterwards. */
  login: (backPath: string) => Promise<boolean>;
  /** Runs a native jump; false when there are no native screens (the page navigates in-app instead). */
  jump: (target: NativeJump) => boolean;
  /** True inside the native app's WebView, where some calls ask for the app's variant (SPEC §9 banner categories). */
  inNativeApp: boolean;
}

// Without the app's provider (a feature rendered on its own) there is no login screen: say so, do nothing.
const standalone: AppActions = {
  login: () => {
    toastText(t('common.loginFirst'));
    return Promise.resolve(false);
  },
  jump: () => false,
  inNativeApp: false,
};

const AppActionsContext = createContext<AppActions>(standalone);
export const AppActionsProvider = AppActionsContext.Provider;

export const useAppActions = (): AppActions => useContext(AppActionsContext);
