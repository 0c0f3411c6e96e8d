import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NICKNAME_CONTROL_RULE, NICKNAME_RESERVED_RULE, userRoutes } from '@sport/contract';
import { expertProfiles } from '../../src/db/schema/news';
import { buildTestApp, type TestApp } from '../helpers/app';

// Issue 22 §1.6: a nickname is what others read beside a comment, a slip or a ranking row. It may not hide
// characters that reorder or hide text, nor pass for an expert or the staff.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const expert = await t.call(userRoutes.register, { username: 'expert_owner', password: 'secret-pass-1' });
  await t.database.db.insert(expertProfiles).values({ userId: expert.body.data.uid, name: '金哨神算' });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const register = (nickname: string) =>
  t.call(userRoutes.register, { username: `nick_${++counter}`, password: 'secret-pass-1', nickname });

describe('a nickname at registration', () => {
  it('may be any visible name', async () => {
    for (const nickname of ['球迷小王', 'Messi 10', '⚽ 看球', '金哨神算说球']) {
      expect((await register(nickname)).body.code, nickname).toBe(1);
    }
  });

  it.each([
    ['an RTL override', '小王\u202E球迷'],
    ['a zero-width space', '何\u200B金哨'],
    ['a control character', 'tab\there'],
  ])('is refused with %s, by a 422 naming the field and the rule', async (_what, nickname) => {
    const res = await register(nickname);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: 422, msg: `body.nickname: ${NICKNAME_CONTROL_RULE}`, data: null });
  });

  it.each(['金哨神算', '金 哨 神 算', '官方', '客服', ' 管理员 ', '系统'])(
    'is refused as %j: an expert’s or the staff’s name',
    async (nickname) => {
      const res = await register(nickname);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ code: 422, msg: `body.nickname: ${NICKNAME_RESERVED_RULE}`, data: null });
    },
  );
});
