import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_GATE_TEXTS, newsRoutes } from '@sport/contract';
import type { TestApp } from '../helpers/app';
import { commentsApp, commentCountOf, newTip, newUser, type User } from './comments-fixture';

// The comment rule (SPEC §5) as a user meets it: the rule call says where they stand, and publishing is refused
// with the same words until they meet it. Thresholds here: 100 gold topped up, VIP2 (VIP2 is 500 topped up).

let t: TestApp;
let tipId: number;

beforeAll(async () => {
  t = await commentsApp({ commentRechargeMin: 100, commentVipMin: 2, rateLimitMax: 100_000 });
  tipId = await newTip(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const ruleOf = async (user: User) => {
  const res = await t.call(newsRoutes.commentRule, {}, user);
  expect(res.status).toBe(200);
  return res.body.data;
};
const publish = (user: User, content = '主队稳了') =>
  t.call(newsRoutes.commentPublish, { messageId: tipId, content }, user);

describe('the comment rule', () => {
  it('needs login, as does publishing', async () => {
    const rule = await t.call(newsRoutes.commentRule, {});
    expect(rule.status).toBe(401);
    expect(rule.body).toMatchObject({ code: 400, data: null });
    const res = await t.call(newsRoutes.commentPublish, { messageId: tipId, content: '访客' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(400);
    expect(await commentCountOf(t, tipId)).toBe(0);
  });

  it('recharge below the threshold: current, required, not met, the text; posting refused with that text', async () => {
    const user = await newUser(t, 50);
    const rule = await ruleOf(user);
    expect(rule.rechargeLimitRule).toEqual({
      rechargeCurrentVal: 50,
      rechargeLimitVal: 100,
      rechargeLimitIsAccord: false,
      rechargeLimitText: COMMENT_GATE_TEXTS.recharge(100, 50),
    });
    expect(rule).toMatchObject({ isAvailable: true, isBan: false, banText: '', vipCurrentVal: 0, vipLimitVal: 2 });
    const res = await publish(user);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: COMMENT_GATE_TEXTS.recharge(100, 50), data: null });
  });

  it('recharge met but VIP below: the VIP half says so and posting is refused with the VIP text', async () => {
    const user = await newUser(t, 200);
    const rule = await ruleOf(user);
    expect(rule.rechargeLimitRule).toMatchObject({
      rechargeCurrentVal: 200,
      rechargeLimitIsAccord: true,
      rechargeLimitText: '',
    });
    expect(rule).toMatchObject({
      vipCurrentVal: 1,
      vipLimitVal: 2,
      vipLimitIsAccord: false,
      vipLimitText: COMMENT_GATE_TEXTS.vip(2, 1),
    });
    const res = await publish(user);
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe(COMMENT_GATE_TEXTS.vip(2, 1));
  });

  it('recharge and VIP above: everything met, and the comment is posted', async () => {
    const user = await newUser(t, 600);
    const rule = await ruleOf(user);
    expect(rule).toMatchObject({
      rechargeLimitRule: { rechargeCurrentVal: 600, rechargeLimitIsAccord: true },
      vipCurrentVal: 2,
      vipLimitIsAccord: true,
      isBan: false,
    });
    const res = await publish(user, '看好主队');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ messageId: tipId, content: '看好主队', userId: user.uid, parentId: 0 });
  });

  it('counts only top-ups: a refund or a grant of another kind does not raise the recharge', async () => {
    const user = await newUser(t, 50);
    await t.app.wallet.credit({ userId: user.uid, amount: 1000, reason: 'tip refund', idempotencyKey: 'refund-1' });
    expect((await ruleOf(user)).rechargeLimitRule.rechargeCurrentVal).toBe(50);
    await t.app.wallet.credit({ userId: user.uid, amount: 450, reason: 'recharge', idempotencyKey: 'top-up-2' });
    expect(await ruleOf(user)).toMatchObject({ rechargeLimitRule: { rechargeCurrentVal: 500 }, vipCurrentVal: 2 });
    expect((await publish(user)).status).toBe(200);
  });

  it('a banned user gets the ban text, whatever they topped up; the ban ends when it runs out or is lifted', async () => {
    const user = await newUser(t, 5000);
    await t.app.newsComments.ban(user.uid, '因发布广告被禁言7天');
    expect(await ruleOf(user)).toMatchObject({ isBan: true, banText: '因发布广告被禁言7天', vipLimitIsAccord: true });
    const res = await publish(user);
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('因发布广告被禁言7天');

    await t.app.newsComments.ban(user.uid, '', new Date(Date.now() + 60_000));
    expect(await ruleOf(user)).toMatchObject({ isBan: true, banText: COMMENT_GATE_TEXTS.banned });
    expect((await publish(user)).body.msg).toBe(COMMENT_GATE_TEXTS.banned);

    await t.app.newsComments.ban(user.uid, '过期的禁言', new Date(Date.now() - 1000));
    expect(await ruleOf(user)).toMatchObject({ isBan: false, banText: '' });
    expect((await publish(user)).status).toBe(200);
  });
});
