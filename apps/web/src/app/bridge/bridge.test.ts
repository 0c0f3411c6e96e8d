import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { pathFromHostMessage } from './host-messages';
import { applyNativeLogin } from './native-bridge';
import { leadingDebounce, nativeJumpUrl } from './native-jump';
import { pathOf } from '../routes';

describe('host messages', () => {
  it('maps plaza-page navigations and paths', () => {
    expect(pathFromHostMessage({ action: 'plaza-page', type: 'anchor' })).toBe('/anchor');
    expect(pathFromHostMessage({ action: 'plazaPage', type: 'news' })).toBe('/news');
    expect(pathFromHostMessage(JSON.stringify({ path: '/nba/team/3' }))).toBe('/nba/team/3');
    expect(pathFromHostMessage({ path: '//evil.example' })).toBeNull();
    expect(pathFromHostMessage({ path: '/login' })).toBeNull();
    expect(pathFromHostMessage({ action: 'plaza-page', type: 'shop' })).toBeNull();
    expect(pathFromHostMessage('not json')).toBeNull();
  });
});

describe('native bridge', () => {
  it('holds the user on a code-1 login reply and clears the session otherwise', () => {
    expect(applyNativeLogin({ type: 'login', code: 1, data: { token: 't1', uid: 5, username: 'u' } })).toBe(true);
    expect(localStorage.getItem('h5-token')).toBe('t1');
    expect(localStorage.getItem('h5-uid')).toBe('5');
    expect(applyNativeLogin({ type: 'login', code: 0 })).toBe(false);
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('h5-token')).toBeNull();
  });

  it('builds the native jump urls', () => {
    expect(nativeJumpUrl({ to: 'match-detail', matchId: 1, hostId: 2, tab: 3 })).toBe('/newSport/match-detail?matchId=1&hostId=2&tab=3');
    expect(nativeJumpUrl({ to: 'result-detail', matchId: 9 })).toBe('/newSport/result-detail?matchId=9');
    expect(nativeJumpUrl({ to: 'live', matchId: 1, hostId: 2, matchSource: 100 })).toBe('/newSport/live?matchId=1&hostId=2&matchSource=100');
  });

  it('drops repeated jumps within the debounce window', () => {
    let now = 0;
    const calls: string[] = [];
    const jump = leadingDebounce((url: string) => calls.push(url), 1000, () => now);
    jump('a');
    now = 500;
    jump('b');
    now = 1000;
    jump('c');
    expect(calls).toEqual(['a', 'c']);
  });
});

describe('named routes', () => {
  it('builds paths from names', () => {
    expect(pathOf('rank-user', { id: 7 })).toBe('/user-ranking/user/7');
    expect(pathOf('program-detail', { id: 3 })).toBe('/program-detail/3');
    expect(pathOf('program-detail', { id: 3, matchId: 4 })).toBe('/program-detail/3/4');
  });
});
