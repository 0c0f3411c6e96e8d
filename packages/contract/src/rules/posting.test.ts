import { describe, expect, it } from 'vitest';
import { CHAT_CONTENT_MAX, CHAT_INTERVAL_MS, chatContentProblem, POST_INTERVAL_MS, postContentProblem, postWaitSeconds } from './posting';

describe('postContentProblem', () => {
  it('takes 1 to 500 characters after trimming, counting an emoji as one', () => {
    expect(postContentProblem('   ')).toBe('内容不能为空');
    expect(postContentProblem('好')).toBeNull();
    expect(postContentProblem('好'.repeat(500))).toBeNull();
    expect(postContentProblem('好'.repeat(501))).toBe('内容不能超过500字');
    expect(postContentProblem('⚽'.repeat(500))).toBeNull();
    expect(postContentProblem('标题', 1)).toBe('内容不能超过1字');
  });
});

describe('postWaitSeconds', () => {
  it('asks for the rest of the interval, rounded up, and nothing after it', () => {
    expect(postWaitSeconds(null, 1000)).toBe(0);
    expect(postWaitSeconds(10_000, 10_001)).toBe(5);
    expect(postWaitSeconds(10_000, 10_000 + POST_INTERVAL_MS - 1)).toBe(1);
    expect(postWaitSeconds(10_000, 10_000 + POST_INTERVAL_MS)).toBe(0);
  });
});

describe('chatContentProblem', () => {
  it('takes 1 to 100 characters', () => {
    expect(chatContentProblem(' ')).toBe('内容不能为空');
    expect(chatContentProblem('好'.repeat(CHAT_CONTENT_MAX))).toBeNull();
    expect(chatContentProblem('好'.repeat(CHAT_CONTENT_MAX + 1))).toBe('内容不能超过100字');
  });

  it('refuses links however they are spelled', () => {
    for (const text of ['看这里 https://x.example', 'www.abc.com', '上 abc.com 看', 'bet365 。com', 'x.vip/123', 'ftp://a']) {
      expect(chatContentProblem(text), text).toBe('不能发送链接');
    }
  });

  it('refuses phone numbers, with or without separators, in full-width digits too', () => {
    for (const text of ['加我13800138000', '138 0013 8000', '010-8888-6666', '１３８００１３８０００']) {
      expect(chatContentProblem(text), text).toBe('不能发送电话号码');
    }
  });

  it('lets scores, minutes, years and ordinary dots through', () => {
    for (const text of ['2:1 漂亮！', "89' 绝杀", '2026 世界杯', '好球...太强了', '第 3 个进球 10 号', 'C.罗 牛']) {
      expect(chatContentProblem(text), text).toBeNull();
    }
  });
});

describe('postWaitSeconds with the chat interval', () => {
  it('counts down two seconds', () => {
    expect(postWaitSeconds(10_000, 10_001, CHAT_INTERVAL_MS)).toBe(2);
    expect(postWaitSeconds(10_000, 10_000 + CHAT_INTERVAL_MS, CHAT_INTERVAL_MS)).toBe(0);
  });
});
