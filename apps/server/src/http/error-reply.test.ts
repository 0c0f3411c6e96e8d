import { describe, expect, it } from 'vitest';
import { Code } from '@sport/contract';
import {
  CaptchaRequiredError,
  CaptchaWrongError,
  ConflictError,
  ForbiddenError,
  GoldDailyLimitError,
  GoldInsufficientError,
  InvalidError,
  NeedLoginError,
  NotFoundError,
  TipClosedError,
  TooManyError,
  type DomainError,
} from '../lib/domain-errors';
import { NOT_STORED } from './cache-control';
import { errorReply } from './error-reply';

// What a client sees when a service refuses: every domain error has its code, HTTP status and words.
const cases: [DomainError, number, number, string][] = [
  [new NotFoundError('message'), Code.NotFound, 404, 'message not found'],
  [new InvalidError('messageId', '免费推荐无需购买'), Code.Invalid, 422, 'messageId: 免费推荐无需购买'],
  [new ConflictError('username: 已被注册'), Code.Conflict, 409, 'username: 已被注册'],
  [new ForbiddenError('不能购买自己发布的推荐'), Code.Forbidden, 403, '不能购买自己发布的推荐'],
  [new NeedLoginError(), Code.NullUser, 401, '请先登录'],
  [new TooManyError('发帖太频繁，请30秒后再试'), Code.TooMany, 429, '发帖太频繁，请30秒后再试'],
  [new CaptchaRequiredError('请输入验证码'), Code.CaptchaRequired, 400, '请输入验证码'],
  [new CaptchaWrongError('验证码错误'), Code.CaptchaWrong, 400, '验证码错误'],
  [new TipClosedError('比赛已开始，该推荐已停止购买'), Code.TipClosed, 409, '比赛已开始，该推荐已停止购买'],
  [new GoldInsufficientError(120, 119), Code.GoldInsufficient, 402, '金币不足：本推荐需 120 金币，当前余额 119 金币'],
  [
    new GoldDailyLimitError(120, 10_000, 100),
    Code.GoldDailyLimit,
    402,
    '已达今日金币消费上限（每日 10000 金币），今日还可消费 100 金币',
  ],
];

describe('errorReply of a domain error', () => {
  it.each(cases)('%s answers %i with HTTP %i', (error, code, status, msg) => {
    const answer = errorReply(error);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code, msg, data: null });
    expect(answer.internal).toBe(false);
    expect(answer.headers).toEqual({ 'cache-control': NOT_STORED });
  });

  it('tells when to retry, when the refusal knows', () => {
    expect(errorReply(new TooManyError('上传图片太频繁，请1分钟后再试', 60)).headers).toEqual({
      'cache-control': NOT_STORED,
      'retry-after': '60',
    });
  });
});
