import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, newsRoutes } from '@sport/contract';
import { systemClock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from '../helpers/app';
import { moveWorldClock } from '../helpers/world-clock';
import { addExpert, addMatch, addTip, addUser, ledgerOf, purchasesOf, seedMoneyWorld } from './money-fixture';

// A purchase charges once however it is repeated. Over PGlite (one connection) the calls run one after another;
// over PostgreSQL (DATABASE_URL set) they overlap on ten connections and race for the same wallet row.

let t: TestApp;
let expertId: number;

beforeAll(async () => {
  // 1,000 calls from one address in a few seconds: the per-address limit is not what this file tests.
  t = await buildTestApp({ config: { rateLimitMax: 100_000 } });
  await seedMoneyWorld(t.database.db);
  expertId = (await addExpert(t)).uid;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('buying a tip', () => {
  it('charges once for 1,000 concurrent buys of one tip by one user, and every answer is that purchase', async () => {
    const matchId = await addMatch(t.database.db);
    const tipId = await addTip(t, {
      expertId,
      price: 88,
      legs: [{ matchId, play: 'result', pick: 'home', odds: 1.9 }],
    });
    const buyer = await addUser(t, 1_000);

    const answers = await Promise.all(
      Array.from({ length: 1_000 }, () => t.call(newsRoutes.buy, { messageId: tipId }, buyer)),
    );

    expect(answers.filter((a) => a.status !== 200).map((a) => a.body)).toEqual([]);
    const first = answers[0]?.body.data;
    expect(first).toMatchObject({ messageId: tipId, isBuy: 1, balance: 1_000 - 88 });
    for (const answer of answers) expect(answer.body.data).toEqual(first);

    expect(await ledgerOf(t, buyer.uid, 'tip:')).toEqual([
      { amount: -88, key: `tip:${tipId}`, reason: 'tip purchase' },
    ]);
    const purchases = await purchasesOf(t, buyer.uid);
    expect(purchases.map((p) => ({ tipId: p.tipId, price: p.price, paidAt: p.createdAt.getTime() }))).toEqual([
      { tipId, price: 88, paidAt: first?.payTime },
    ]);
    expect(await t.app.wallet.balance(buyer.uid)).toBe(912);
  }, 600_000);

  it('answers a later retry with the same purchase, even after kick-off, and charges nothing more', async () => {
    const matchId = await addMatch(t.database.db, { kickoffAt: systemClock() + 60_000 });
    const tipId = await addTip(t, {
      expertId,
      price: 30,
      legs: [{ matchId, play: 'total', pick: 'over', line: 2.5, odds: 1.85 }],
    });
    const buyer = await addUser(t, 100);
    const bought = await t.call(newsRoutes.buy, { messageId: tipId }, buyer);
    expect(bought.body.data).toMatchObject({ balance: 70 });

    // kick-off passes on the clock the app reads: a new buyer is refused, the first one's retry still answers
    // their purchase
    const moveBack = moveWorldClock(2 * 60_000);
    try {
      const late = await addUser(t, 100);
      expect((await t.call(newsRoutes.buy, { messageId: tipId }, late)).body).toMatchObject({ code: Code.TipClosed });
      expect(await t.app.wallet.balance(late.uid)).toBe(100);
      const retry = await t.call(newsRoutes.buy, { messageId: tipId }, buyer);
      expect(retry.body).toEqual(bought.body);
    } finally {
      moveBack();
    }
    expect(await t.app.wallet.balance(buyer.uid)).toBe(70);
    expect(await ledgerOf(t, buyer.uid, 'tip:')).toHaveLength(1);
  });

  it('charges each buyer of the same tip once, and one buyer of several tips once per tip', async () => {
    const matchId = await addMatch(t.database.db);
    const tipA = await addTip(t, { expertId, price: 10, legs: [{ matchId, play: 'result', pick: 'draw', odds: 3.2 }] });
    const tipB = await addTip(t, {
      expertId,
      price: 25,
      legs: [{ matchId, play: 'handicap', pick: 'away', line: -0.25, odds: 1.95 }],
    });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => addUser(t, 100)));
    await Promise.all(
      buyers.flatMap((buyer) =>
        [tipA, tipB, tipA, tipB].map((messageId) => t.call(newsRoutes.buy, { messageId }, buyer)),
      ),
    );
    for (const buyer of buyers) {
      expect(await t.app.wallet.balance(buyer.uid)).toBe(65);
      expect((await ledgerOf(t, buyer.uid, 'tip:')).map((e) => e.key).sort()).toEqual(
        [`tip:${tipA}`, `tip:${tipB}`].sort(),
      );
    }
  });
});
