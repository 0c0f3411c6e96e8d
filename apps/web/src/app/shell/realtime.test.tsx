import { userChannel } from '@sport/contract';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { applyPush } from '../../lib/query-client';
import { BridgeProvider } from '../bridge/context';
import { createWebBridge } from '../bridge/web-bridge';
import { Realtime } from './realtime';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/toast', () => ({ toastError: (text: string) => toasts.push(text) }));

const kicked = (uid: string) => ({ chId: userChannel(uid), seq: 1, data: { type: 'kicked' as const, msg: '账号已在其他设备登录' } });

beforeEach(() => {
  toasts.length = 0;
  useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
});
afterEach(() => useAuthStore.getState().clear());

describe('a kicked push', () => {
  it('ends the session and says so once, however often it comes', () => {
    const { unmount } = render(
      <BridgeProvider value={createWebBridge()}>
        <Realtime />
      </BridgeProvider>,
    );
    applyPush(kicked('7'));
    applyPush(kicked('7'));
    expect(localStorage.getItem('h5-token')).toBeNull();
    expect(useAuthStore.getState().token).toBeNull();
    expect(toasts).toEqual(['账号已在其他设备登录']);
    unmount();
  });

  it('is quiet when a call already ended the session (and told the user)', () => {
    const { unmount } = render(
      <BridgeProvider value={createWebBridge()}>
        <Realtime />
      </BridgeProvider>,
    );
    useAuthStore.getState().clear();
    applyPush(kicked('7'));
    expect(toasts).toEqual([]);
    unmount();
  });
});
