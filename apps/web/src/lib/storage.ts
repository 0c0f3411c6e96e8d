import { STORAGE_KEYS as SPEC_STORAGE_KEYS } from '@sport/contract';

/** Every localStorage key the app uses: SPEC's (h5-token, h5-uid, device-id, lastRoutePath) and ours. */
export const STORAGE_KEYS = {
  ...SPEC_STORAGE_KEYS,
  commonConfig: 'common-config',
  jumpGameId: 'jumpGameId',
  language: 'language',
  /** SPEC §3 news store: the tips (programs) this device has opened, so lists can mark them read. */
  readProgramIds: 'readProgramIds',
} as const;
/**
 * The keys above, and those only a later page uses, named here by type alone so their text ships with that page,
 * not with the first route: 'scoreFollowsVideo' is '0' when the user turned off holding a live room's score to its
 * video (the spoiler switch, features/anchor live-room.tsx); held by default. 'bulletComments' ('1'/'0') and
 * 'bulletDensity' are the live room's bullet-comment switch and density (features/anchor bullet-settings.ts).
 */
export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | 'scoreFollowsVideo'
  | 'bulletComments'
  | 'bulletDensity';

// Private mode, a sandboxed iframe or a full quota make localStorage throw; the app keeps working without it.
function area(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return area()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      area()?.setItem(key, value);
    } catch {
      // quota or disabled storage: the value lives only in memory for this page
    }
  },
  remove(key: StorageKey): void {
    try {
      area()?.removeItem(key);
    } catch {
      // same as set
    }
  },
};
