import { describe, expect, it } from 'vitest';
import { errorText, isNotFoundError } from './error-text';
import { ApiError, NetworkError } from './http-errors';

describe('errorText', () => {
  it('says what each envelope code means from the i18n files when the server’s msg is for developers', () => {
    const text = (code: number) => errorText(new ApiError(code, 'host not found', '/x'));
    expect(text(404)).toBe('内容不存在或已下线');
    expect(text(422)).toBe('提交的内容有误，请检查后重试');
    expect(text(429)).toBe('操作太频繁，请稍后再试');
    expect(text(403)).toBe('请求校验失败，请检查手机时间后重试');
    expect(text(500)).toBe('服务器开小差了，请稍后重试');
    expect(text(405)).toBe('登录已过期，请重新登录');
    expect(text(505)).toBe('账号已在其他设备登录');
    for (const code of [400, 403, 404, 409, 422, 429, 500, 503, 12345]) expect(text(code)).not.toContain('not found');
  });

  it('shows the server’s words where they are meant for the user (already reported, too fast, not enough gold)', () => {
    expect(errorText(new ApiError(409, '您已举报过该评论', '/x'))).toBe('您已举报过该评论');
    expect(errorText(new ApiError(429, 'content: 发言太频繁，请5秒后再试', '/x'))).toBe('发言太频繁，请5秒后再试');
    expect(errorText(new ApiError(300101, '金币不足：本推荐需 18 金币，当前余额 3 金币', '/x'))).toBe(
      '金币不足：本推荐需 18 金币，当前余额 3 金币',
    );
    expect(errorText(new ApiError(409, 'idempotencyKey: already used for a different amount', '/x'))).toBe(
      '操作正在处理中，请稍后再试',
    );
  });

  it('explains a network failure and a timeout in plain words', () => {
    expect(errorText(new NetworkError('/x', new TypeError('fetch failed')))).toBe('网络异常，请检查网络后重试');
    expect(errorText(new NetworkError('/x', new DOMException('timed out', 'TimeoutError')))).toBe('网络超时，请稍后重试');
  });

  it('falls back to a generic line for an unknown code or anything else', () => {
    expect(errorText(new ApiError(12345, 'boom', '/x'))).toBe('请求失败，请稍后重试');
    expect(errorText(new Error('boom'))).toBe('请求失败，请稍后重试');
  });

  it('tells a 404 apart (a retry cannot help)', () => {
    expect(isNotFoundError(new ApiError(404, '', '/x'))).toBe(true);
    expect(isNotFoundError(new ApiError(500, '', '/x'))).toBe(false);
    expect(isNotFoundError(new NetworkError('/x', null))).toBe(false);
  });
});
