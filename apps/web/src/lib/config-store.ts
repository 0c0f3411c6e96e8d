import { DEFAULT_COIN_CODE, type DomainList, type GameIcon } from '@sport/contract';
import { create } from 'zustand';

export type Theme = 'normal' | 'dark';

/** Global UI/app state of issue 3 §12. Server data lives in the query cache; only settings live here. */
export interface ConfigState {
  theme: Theme;
  coinCode: string;
  gameIcons: GameIcon[];
  appVersion: string | null;
  isAutoPlay: boolean;
  documentVisible: boolean;
  nativeTopBarHeight: number;
  /** The domain list grouped by type; null until the startup call answers (nothing renders before). */
  domains: DomainList | null;
  setTheme(theme: Theme): void;
  setCoinCode(code: string): void;
  setGameIcons(icons: GameIcon[]): void;
  setAppVersion(version: string | null): void;
  setAutoPlay(on: boolean): void;
  setDocumentVisible(visible: boolean): void;
  setNativeTopBarHeight(px: number): void;
  setDomains(domains: DomainList): void;
}

export const useConfigStore = create<ConfigState>()((set) => ({
  theme: 'normal',
  coinCode: DEFAULT_COIN_CODE,
  gameIcons: [],
  appVersion: null,
  isAutoPlay: true,
  documentVisible: typeof document === 'undefined' ? true : document.visibilityState !== 'hidden',
  nativeTopBarHeight: 0,
  domains: null,
  setTheme: (theme) => set({ theme }),
  setCoinCode: (coinCode) => set({ coinCode }),
  setGameIcons: (gameIcons) => set({ gameIcons }),
  setAppVersion: (appVersion) => set({ appVersion }),
  setAutoPlay: (isAutoPlay) => set({ isAutoPlay }),
  setDocumentVisible: (documentVisible) => set({ documentVisible }),
  setNativeTopBarHeight: (nativeTopBarHeight) => set({ nativeTopBarHeight }),
  setDomains: (domains) => set({ domains }),
}));

/** The first domain of a kind, without a trailing slash; null when the list has none. */
export function firstDomain(domains: DomainList | null, type: keyof DomainList): string | null {
  const entry = domains?.[type][0];
  return entry ? entry.domain.replace(/\/+$/, '') : null;
}

/** Keeps documentVisible in step with the page (videos pause and polls stop when hidden). Returns a stop function. */
export function trackDocumentVisibility(): () => void {
  const update = () => useConfigStore.getState().setDocumentVisible(document.visibilityState !== 'hidden');
  document.addEventListener('visibilitychange', update);
  return () => document.removeEventListener('visibilitychange', update);
}
