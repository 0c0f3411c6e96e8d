import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';
import { ApiError, NetworkError } from './http-errors';

describe('errorText', () => {
  it("is the server's message when it sent one", () => {
    expect(errorText(new ApiError(500, '服务繁忙，请稍后再试', '/x'))).toBe('服务繁忙，请稍后再试');
  });

  it('explains a network failure in plain words', () => {
    expect(errorText(new NetworkError('/x', new TypeError('fetch failed')))).toBe('网络异常，请检查网络后重试');
  });

  it('falls back to a generic line for a code without a message, or anything else', () => {
    expect(errorText(new ApiError(500, '', '/x'))).toBe('请求失败，请稍后重试');
    expect(errorText(new Error('boom'))).toBe('请求失败，请稍后重试');
  });
});
