import { describe, expect, it } from 'vitest';
import { SESSION_KICKED_MSG } from '../codes';
import { userMessageOf } from './user-message';

describe('userMessageOf', () => {
  it('keeps a Chinese refusal, without the field it names', () => {
    expect(userMessageOf('您已举报过该评论')).toBe('您已举报过该评论');
    expect(userMessageOf('content: 发言太频繁，请5秒后再试')).toBe('发言太频繁，请5秒后再试');
    expect(userMessageOf(SESSION_KICKED_MSG)).toBe(SESSION_KICKED_MSG);
  });

  it('leaves out what is for developers: English, or Chinese mixed with English', () => {
    for (const msg of [
      'host not found',
      'page: must be ≥ 1',
      'too many requests, retry in 3 s',
      '',
      '  ',
      'gold: 不足 (balance 3)',
    ]) {
      expect(userMessageOf(msg)).toBeNull();
    }
  });
});
