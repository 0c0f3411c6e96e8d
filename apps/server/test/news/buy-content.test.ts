import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRoutes } from '@sport/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { addExpert, addMatch, addTip, addUser, seedMoneyWorld } from './money-fixture';

// What a purchase buys: the tip's paid content in its detail, for the buyer only, and the purchase in myOrder.

let t: TestApp;
let expertId: number;

beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 100_000 } });
  await seedMoneyWorld(t.database.db);
  expertId = (await addExpert(t)).uid;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('after buying', () => {
  it('the buyer sees the paid content in the detail, another user does not', async () => {
    const matchId = await addMatch(t.database.db);
    const tipId = await addTip(t, {
      expertId,
      price: 35,
      legs: [{ matchId, play: 'result', pick: 'home', odds: 1.75 }],
    });
    const buyer = await addUser(t, 100);
    const other = await addUser(t, 100);

    const before = (await t.call(newsRoutes.messageDetail, { id: tipId }, buyer)).body.data;
    expect(before).toMatchObject({ id: tipId, isBuy: 0, payTime: null, goldPrice: 35 });
    expect(before.sportsInfo).toBeUndefined();
    expect(before.sportsPlay).toBeUndefined();

    const bought = (await t.call(newsRoutes.buy, { messageId: tipId }, buyer)).body.data;
    const after = (await t.call(newsRoutes.messageDetail, { id: tipId }, buyer)).body.data;
    expect(after).toMatchObject({
      isBuy: 1,
      payTime: bought.payTime,
      sportsInfo: '付费分析：主队近况极佳',
      sportsPlay: '主胜',
    });

    const theirs = (await t.call(newsRoutes.messageDetail, { id: tipId }, other)).body.data;
    expect(theirs).toMatchObject({ isBuy: 0, payTime: null });
    expect(theirs.sportsInfo).toBeUndefined();
  });

  it('lists the user’s purchases in myOrder, newest first, a page at a time', async () => {
    const matchId = await addMatch(t.database.db);
    const buyer = await addUser(t, 1_000);
    const bought: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const tipId = await addTip(t, {
        expertId,
        price: 10 + i,
        legs: [{ matchId, play: 'total', pick: 'over', line: 2.5 + i, odds: 1.9 }],
      });
      expect((await t.call(newsRoutes.buy, { messageId: tipId }, buyer)).body.code).toBe(1);
      bought.push(tipId);
    }
    const first = (await t.call(newsRoutes.myOrder, { page: 1, size: 2 }, buyer)).body.data;
    expect(first).toMatchObject({ pageNum: 1, pageSize: 2, total: 3, isLastPage: false });
    expect(first.list.map((tip) => [tip.id, tip.isBuy, tip.goldPrice])).toEqual([
      [bought[2], 1, 12],
      [bought[1], 1, 11],
    ]);
    const second = (await t.call(newsRoutes.myOrder, { page: 2, size: 2 }, buyer)).body.data;
    expect(second).toMatchObject({ total: 3, isLastPage: true });
    expect(second.list.map((tip) => tip.id)).toEqual([bought[0]]);
    // a list never carries paid content, bought or not
    expect(JSON.stringify(first)).not.toContain('付费分析');

    const stranger = await addUser(t);
    expect((await t.call(newsRoutes.myOrder, {}, stranger)).body.data).toMatchObject({
      list: [],
      total: 0,
      isLastPage: true,
    });
    expect((await t.call(newsRoutes.myOrder, {})).body).toMatchObject({ code: 400, data: null });
  });
});
