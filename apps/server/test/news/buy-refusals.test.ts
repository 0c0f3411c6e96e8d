import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRoutes, chinaDayStart, Code, DAY_MS, MINUTE_MS, newsRoutes } from '@sport/contract';
import { systemClock } from '../../src/lib/clock';
import { GOLD_DAILY_LIMIT } from '../../src/modules/wallet/service';
import { buildTestApp, type TestApp } from '../helpers/app';
import { moveWorldClock } from '../helpers/world-clock';
import {
  addExpert,
  addMatch,
  addTip,
  addUser,
  kickOff,
  ledgerOf,
  moveMatch,
  purchasesOf,
  seedMoneyWorld,
} from './money-fixture';

// Every refused purchase says why with its own code and charges nothing: no ledger row, no purchase row.

let t: TestApp;
let expert: { token: string; uid: number };
let matchId: number;
let tipId: number;

beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 100_000 } });
  await seedMoneyWorld(t.database.db);
  expert = await addExpert(t);
  matchId = await addMatch(t.database.db);
  tipId = await addTip(t, {
    expertId: expert.uid,
    price: 120,
    legs: [{ matchId, play: 'result', pick: 'away', odds: 3.4 }],
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function expectNothingCharged(userId: number, gold: number) {
  expect(await t.app.wallet.balance(userId)).toBe(gold);
  expect(await ledgerOf(t, userId, 'tip:')).toEqual([]);
  expect(await purchasesOf(t, userId)).toEqual([]);
}

describe('a refused purchase', () => {
  it('says the gold is not enough, with what it costs and what the buyer has', async () => {
    const buyer = await addUser(t, 119);
    const res = await t.call(newsRoutes.buy, { messageId: tipId }, buyer);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      code: Code.GoldInsufficient,
      msg: '金币不足：本推荐需 120 金币，当前余额 119 金币',
      data: null,
    });
    await expectNothingCharged(buyer.uid, 119);
  });

  it('says the day’s gold limit is reached, and the dailyLimit call shows what is left', async () => {
    const buyer = await addUser(t, GOLD_DAILY_LIMIT + 500);
    await t.app.wallet.debit({
      userId: buyer.uid,
      amount: GOLD_DAILY_LIMIT - 100,
      reason: 'mall',
      idempotencyKey: 'today',
    });
    const limit = await t.call(activityRoutes.goldDailyLimit, {}, buyer);
    expect(limit.body.data).toEqual({ limit: GOLD_DAILY_LIMIT, used: GOLD_DAILY_LIMIT - 100, remaining: 100 });

    const res = await t.call(newsRoutes.buy, { messageId: tipId }, buyer);
    expect(res.body).toEqual({
      code: Code.GoldDailyLimit,
      msg: `已达今日金币消费上限（每日 ${GOLD_DAILY_LIMIT} 金币），今日还可消费 100 金币`,
      data: null,
    });
    expect(await t.app.wallet.balance(buyer.uid)).toBe(600);
    expect(await purchasesOf(t, buyer.uid)).toEqual([]);

    // a purchase counts against the limit like any spending
    const cheap = await addTip(t, {
      expertId: expert.uid,
      price: 60,
      legs: [{ matchId, play: 'result', pick: 'home', odds: 2 }],
    });
    expect((await t.call(newsRoutes.buy, { messageId: cheap }, buyer)).body.code).toBe(1);
    expect((await t.call(activityRoutes.goldDailyLimit, {}, buyer)).body.data).toMatchObject({ remaining: 40 });
  });

  it('counts the limit on the China day of the app’s clock: the day’s last gold buys, one more does not, the next day does', async () => {
    const later = await addMatch(t.database.db, { kickoffAt: systemClock() + 3 * DAY_MS });
    const tipAt = (price: number) =>
      addTip(t, { expertId: expert.uid, price, legs: [{ matchId: later, play: 'result', pick: 'draw', odds: 3.1 }] });
    const lastGold = await tipAt(100);
    const oneMore = await tipAt(1);
    const buyer = await addUser(t, GOLD_DAILY_LIMIT + 500);

    // a minute before China midnight on the clock every service reads
    const back = moveWorldClock(chinaDayStart(systemClock()) + DAY_MS - MINUTE_MS - systemClock());
    try {
      await t.app.wallet.debit({
        userId: buyer.uid,
        amount: GOLD_DAILY_LIMIT - 100,
        reason: 'mall',
        idempotencyKey: 'late-spend',
      });
      expect((await t.call(newsRoutes.buy, { messageId: lastGold }, buyer)).body.data).toMatchObject({ balance: 500 });
      expect((await t.call(newsRoutes.buy, { messageId: oneMore }, buyer)).body).toEqual({
        code: Code.GoldDailyLimit,
        msg: `已达今日金币消费上限（每日 ${GOLD_DAILY_LIMIT} 金币），今日还可消费 0 金币`,
        data: null,
      });

      const nextDay = moveWorldClock(2 * MINUTE_MS);
      try {
        expect((await t.call(newsRoutes.buy, { messageId: oneMore }, buyer)).body.data).toMatchObject({ balance: 499 });
        expect((await t.call(activityRoutes.goldDailyLimit, {}, buyer)).body.data).toEqual({
          limit: GOLD_DAILY_LIMIT,
          used: 1,
          remaining: GOLD_DAILY_LIMIT - 1,
        });
      } finally {
        nextDay();
      }
    } finally {
      back();
    }
    expect((await ledgerOf(t, buyer.uid, 'tip:')).map((entry) => entry.amount)).toEqual([-100, -1]);
  });

  it('refuses a tip whose match has kicked off, and a settled one', async () => {
    const started = await addMatch(t.database.db);
    const onStarted = await addTip(t, {
      expertId: expert.uid,
      price: 10,
      legs: [{ matchId: started, play: 'result', pick: 'home', odds: 2 }],
    });
    await kickOff(t, started);
    const buyer = await addUser(t, 500);
    const res = await t.call(newsRoutes.buy, { messageId: onStarted }, buyer);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: Code.TipClosed, msg: '比赛已开始，该推荐已停止购买', data: null });

    await moveMatch(t, started, { statusId: 8, home: 1, away: 0 });
    await t.app.tipSettlement.settleMatches([started]);
    expect((await t.call(newsRoutes.buy, { messageId: onStarted }, buyer)).body).toEqual({
      code: Code.TipClosed,
      msg: '该推荐已结算，内容已公开，无需购买',
      data: null,
    });
    await expectNothingCharged(buyer.uid, 500);
  });

  it('refuses a free tip, the expert’s own tip, an unknown tip and a visitor', async () => {
    const buyer = await addUser(t, 500);
    const free = await addTip(t, {
      expertId: expert.uid,
      price: 0,
      legs: [{ matchId, play: 'result', pick: 'draw', odds: 3 }],
    });
    expect((await t.call(newsRoutes.buy, { messageId: free }, buyer)).body).toEqual({
      code: Code.Invalid,
      msg: 'messageId: 免费推荐无需购买',
      data: null,
    });
    await t.app.wallet.credit({ userId: expert.uid, amount: 500, reason: 'test grant', idempotencyKey: 'expert-gold' });
    expect((await t.call(newsRoutes.buy, { messageId: tipId }, expert)).body).toEqual({
      code: Code.Forbidden,
      msg: '不能购买自己发布的推荐',
      data: null,
    });
    expect((await t.call(newsRoutes.buy, { messageId: 987_654 }, buyer)).body).toMatchObject({
      code: Code.NotFound,
      data: null,
    });
    const visitor = await t.call(newsRoutes.buy, { messageId: tipId });
    expect(visitor.body).toMatchObject({ code: Code.NullUser, data: null });
    expect((await t.call(newsRoutes.buy, { messageId: 'x' }, buyer)).body).toMatchObject({ code: Code.Invalid });
    await expectNothingCharged(buyer.uid, 500);
    await expectNothingCharged(expert.uid, 500);
  });
});
