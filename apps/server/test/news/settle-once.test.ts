import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { newsRoutes, SportId } from '@sport/contract';
import { tipSettlements } from '../../src/db/schema/news-orders';
import { createSettlementService } from '../../src/modules/news/settle-service';
import { buildTestApp, type TestApp } from '../helpers/app';
import {
  addExpert,
  addMatch,
  addTip,
  addUser,
  kickOff,
  ledgerOf,
  moveMatch,
  refundRowOf,
  seedMoneyWorld,
  tipRow,
} from './money-fixture';

// Settling happens once per outcome however often, and by however many settlers, it runs. Over PostgreSQL
// (DATABASE_URL set) the settlers below overlap on separate connections; over PGlite they take turns.

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

const versionsOf = async (tipId: number) =>
  (await t.database.db.select({ n: count() }).from(tipSettlements).where(eq(tipSettlements.tipId, tipId)))[0]?.n;

/** Buyers with `gold` each who bought the tip before kick-off. */
async function buyers(tipId: number, howMany: number, gold: number) {
  const list = await Promise.all(Array.from({ length: howMany }, () => addUser(t, gold)));
  for (const buyer of list) expect((await t.call(newsRoutes.buy, { messageId: tipId }, buyer)).body.code).toBe(1);
  return list;
}

describe('settling a tip', () => {
  it('writes one result and one refund per buyer, however many times it runs', async () => {
    const matchId = await addMatch(t.database.db);
    const tipId = await addTip(t, {
      expertId,
      price: 60,
      openBackGold: true,
      returnGoldPercentage: 50,
      stake: 2,
      legs: [{ matchId, play: 'result', pick: 'home', odds: 2.1 }],
    });
    const bought = await buyers(tipId, 3, 100);
    await kickOff(t, matchId);
    await moveMatch(t, matchId, { statusId: 8, home: 0, away: 1 });

    const first = await t.app.tipSettlement.settleMatches([matchId]);
    expect(first).toEqual({ settled: 1, refunds: 3, reversals: 0 });
    expect(await t.app.tipSettlement.settleMatches([matchId])).toEqual({ settled: 0, refunds: 0, reversals: 0 });
    expect(await t.app.tipSettlement.sweep()).toEqual({ settled: 0, refunds: 0, reversals: 0 });

    const tip = await tipRow(t, tipId);
    expect(tip).toMatchObject({ result: 'lose', profit: -2, settledOdds: 2.1 });
    expect(tip.settledAt).not.toBeNull();
    expect(await versionsOf(tipId)).toBe(1);
    for (const buyer of bought) {
      // 60 × 50 / 100 = 30 back, once
      expect(await ledgerOf(t, buyer.uid, `tip-refund`)).toEqual([
        { amount: 30, key: `tip-refund:${tipId}:v1`, reason: 'tip refund' },
      ]);
      expect(await t.app.wallet.balance(buyer.uid)).toBe(100 - 60 + 30);
      expect(await refundRowOf(t, tipId, buyer.uid)).toMatchObject({ refunded: 30, unrecovered: 0, version: 1 });
    }
  });

  it('changes nothing when a second settler runs at the same time', async () => {
    const matchId = await addMatch(t.database.db);
    const tipIds = await Promise.all(
      [0, 1, 2, 3].map(() =>
        addTip(t, {
          expertId,
          price: 40,
          openBackGold: true,
          returnGoldPercentage: 100,
          legs: [{ matchId, play: 'total', pick: 'over', line: 2.5, odds: 1.9 }],
        }),
      ),
    );
    const bought = await Promise.all(tipIds.map((tipId) => buyers(tipId, 2, 50)));
    await kickOff(t, matchId);
    await moveMatch(t, matchId, { statusId: 8, home: 1, away: 1 });

    const other = createSettlementService({ db: t.database.db, wallet: t.app.wallet, football: t.app.football });
    const reports = await Promise.all([
      t.app.tipSettlement.settleMatches([matchId]),
      other.settleMatches([matchId]),
      t.app.tipSettlement.sweep(),
      other.sweep(),
    ]);
    expect(reports.reduce((sum, r) => sum + r.settled, 0)).toBe(4);
    expect(reports.reduce((sum, r) => sum + r.refunds, 0)).toBe(8);
    for (const [i, tipId] of tipIds.entries()) {
      expect(await tipRow(t, tipId)).toMatchObject({ result: 'lose', profit: -1 });
      expect(await versionsOf(tipId)).toBe(1);
      for (const buyer of bought[i] ?? []) {
        expect(await ledgerOf(t, buyer.uid, 'tip-refund')).toEqual([
          { amount: 40, key: `tip-refund:${tipId}:v1`, reason: 'tip refund' },
        ]);
        expect(await t.app.wallet.balance(buyer.uid)).toBe(50);
      }
    }
  });

  it('waits for the last match of a tip on several, then combines the legs', async () => {
    const first = await addMatch(t.database.db);
    const second = await addMatch(t.database.db);
    const tipId = await addTip(t, {
      expertId,
      price: 20,
      legs: [
        { matchId: first, play: 'result', pick: 'home', odds: 2 },
        { matchId: second, play: 'handicap', pick: 'home', line: 0.25, odds: 1.9 },
      ],
    });
    await kickOff(t, first);
    await kickOff(t, second);
    await moveMatch(t, first, { statusId: 8, home: 2, away: 0 });
    expect(await t.app.tipSettlement.settleMatches([first])).toMatchObject({ settled: 0 });
    expect(await t.app.tipSettlement.sweep()).toMatchObject({ settled: 0 });
    expect((await tipRow(t, tipId)).result).toBeNull();

    // 0-0 on +0.25: half the stake pushes, half wins → (1 + 1.9) / 2 = 1.45; with the first leg's 2, 2.9 per unit
    await moveMatch(t, second, { statusId: 8, home: 0, away: 0 });
    expect(await t.app.tipSettlement.sweep()).toMatchObject({ settled: 1 });
    expect(await tipRow(t, tipId)).toMatchObject({ result: 'win', settledOdds: 2.9, profit: 1.9 });
  });

  it('settles football on regular time and basketball with overtime', async () => {
    const hoops = await addMatch(t.database.db, { sportId: SportId.Basketball });
    const tipId = await addTip(t, {
      expertId,
      price: 0,
      legs: [{ matchId: hoops, play: 'total', pick: 'under', line: 210.5, odds: 1.9 }],
    });
    await kickOff(t, hoops);
    // 105-104 after overtime: 209 points, under 210.5 wins
    await moveMatch(t, hoops, { statusId: 10, home: 105, away: 104 });
    await t.app.tipSettlement.settleMatches([hoops]);
    expect((await tipRow(t, tipId)).result).toBe('win');

    // still in play, interrupted or to be decided: nothing is settled yet
    const football = await addMatch(t.database.db);
    const onFootball = await addTip(t, {
      expertId,
      price: 0,
      legs: [{ matchId: football, play: 'result', pick: 'draw', odds: 3.1 }],
    });
    await kickOff(t, football);
    for (const statusId of [4, 10, 13]) {
      await moveMatch(t, football, { statusId, home: 1, away: 1 });
      expect(await t.app.tipSettlement.settleMatches([football])).toMatchObject({ settled: 0 });
    }
    expect((await tipRow(t, onFootball)).result).toBeNull();
  });
});
