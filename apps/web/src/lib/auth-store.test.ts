import { describe, expect, it } from 'vitest';
import { getSession, reloadSessionFromStorage, useAuthStore } from './auth-store';

describe('auth store', () => {
  it('persists the session as h5-token / h5-uid and clears both', () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '9', username: 'demo' });
    expect(localStorage.getItem('h5-token')).toBe('tok');
    expect(localStorage.getItem('h5-uid')).toBe('9');
    expect(getSession()).toEqual({ token: 'tok', uid: '9' });

    useAuthStore.getState().clear();
    expect(localStorage.getItem('h5-token')).toBeNull();
    expect(localStorage.getItem('h5-uid')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('picks up a session written by someone else (native reply, another tab); half a session is none', () => {
    localStorage.setItem('h5-token', 'from-native');
    reloadSessionFromStorage();
    expect(getSession()).toBeNull();

    localStorage.setItem('h5-uid', '5');
    reloadSessionFromStorage();
    expect(getSession()).toEqual({ token: 'from-native', uid: '5' });
    useAuthStore.getState().clear();
  });
});
