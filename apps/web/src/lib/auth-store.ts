import { create } from 'zustand';
import { STORAGE_KEYS, storage } from './storage';

export interface Session {
  token: string;
  uid: string;
}

export interface AuthState {
  token: string | null;
  uid: string | null;
  username: string | null;
  setSession(session: Session & { username?: string | null }): void;
  clear(): void;
}

function readStored(): Pick<AuthState, 'token' | 'uid'> {
  const token = storage.get(STORAGE_KEYS.token);
  const uid = storage.get(STORAGE_KEYS.uid);
  // half a session is no session: the server needs both
  return token && uid ? { token, uid } : { token: null, uid: null };
}

/** The login session, kept in localStorage as h5-token / h5-uid (SPEC §6) so other tabs and reloads share it. */
export const useAuthStore = create<AuthState>()((set) => ({
  ...readStored(),
  username: null,
  setSession({ token, uid, username }) {
    storage.set(STORAGE_KEYS.token, token);
    storage.set(STORAGE_KEYS.uid, uid);
    set({ token, uid, username: username ?? null });
  },
  clear() {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.uid);
    set({ token: null, uid: null, username: null });
  },
}));

/**
 * Whether `userId` is the logged-in user: one's own post, reply, comment or chat line offers no 举报 (the server
 * refuses it too).
 */
export const useIsMe = (): ((userId: number) => boolean) => {
  const uid = useAuthStore((s) => s.uid);
  return (userId) => uid !== null && uid === String(userId);
};

/** For non-React code (HTTP client, socket): the current session or null. */
export function getSession(): Session | null {
  const { token, uid } = useAuthStore.getState();
  return token && uid ? { token, uid } : null;
}

/**
 * Forgets the session of `token` if it is still the one in use (SPEC §8 on 405/505/14010, a `kicked` push): the
 * late answer to a call of an older session must not end the one logged in since. True when it ended it.
 */
export function endSession(token: string): boolean {
  if (useAuthStore.getState().token !== token) return false;
  useAuthStore.getState().clear();
  return true;
}

/** Re-reads h5-token / h5-uid, e.g. after a native login reply or another tab wrote them. */
export function reloadSessionFromStorage(): void {
  const stored = readStored();
  const current = useAuthStore.getState();
  if (stored.token !== current.token || stored.uid !== current.uid) {
    useAuthStore.setState({ ...stored, username: stored.token ? current.username : null });
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.uid) {
      reloadSessionFromStorage();
    }
  });
}
