import { describe, expect, it, vi } from 'vitest';
import { handleHttpError } from './http-error-handler';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/toast', () => ({
  toastError: (text: string) => toasts.push(text),
  hideLoading: () => undefined,
}));

describe('the app’s error toasts', () => {
  it('say what the code means in Chinese, never the server’s English msg', () => {
    toasts.length = 0;
    handleHttpError({ kind: 'code', code: 404, msg: 'host not found', path: '/x' }, 'web');
    handleHttpError({ kind: 'code', code: 422, msg: 'hostId: must be >= 1', path: '/x' }, 'web');
    handleHttpError({ kind: 'code', code: 429, msg: 'too many requests, retry in 3 s', path: '/x' }, 'web');
    handleHttpError({ kind: 'session-end', code: 505, msg: 'kicked', path: '/x' }, 'web');
    expect(toasts).toEqual(['内容不存在或已下线', '提交的内容有误，请检查后重试', '操作太频繁，请稍后再试', '账号已在其他设备登录']);
  });

  it('say the server’s words where they are meant for the user, and that a session the server forgot has ended', () => {
    toasts.length = 0;
    handleHttpError({ kind: 'code', code: 409, msg: '您已举报过该评论', path: '/x' }, 'web');
    handleHttpError({ kind: 'session-end', code: 505, msg: '账号已在其他设备登录', path: '/x' }, 'web');
    handleHttpError({ kind: 'session-end', code: 400, msg: '请先登录', path: '/x' }, 'web');
    expect(toasts).toEqual(['您已举报过该评论', '账号已在其他设备登录', '登录已失效，请重新登录']);
  });
});
