import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRoutes } from '@sport/contract';
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

// A corrected score re-settles: the tip's result changes and the ledger is corrected by new entries, never by
// editing old ones. A match not played cancels the tip and gives every buyer the price back.

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

/** A refunding tip (price 50, 60% back on a miss) on a new match, bought by one buyer holding 100 gold. */
async function boughtRefundingTip() {
  const matchId = await addMatch(t.database.db);
  const tipId = await addTip(t, {
    expertId,
    price: 50,
    openBackGold: true,
    returnGoldPercentage: 60,
    legs: [{ matchId, play: 'result', pick: 'home', odds: 1.8 }],
  });
  const buyer = await addUser(t, 100);
  expect((await t.call(newsRoutes.buy, { messageId: tipId }, buyer)).body.code).toBe(1);
  await kickOff(t, matchId);
  return { matchId, tipId, buyer };
}

describe('a corrected score', () => {
  it('takes back a refund no longer due, and credits it again when the correction is undone', async () => {
    const { matchId, tipId, buyer } = await boughtRefundingTip();
    await moveMatch(t, matchId, { statusId: 8, home: 0, away: 1 });
    await t.app.tipSettlement.settleMatches([matchId]);
    expect(await t.app.wallet.balance(buyer.uid)).toBe(100 - 50 + 30);

    // the feed corrects 0-1 to 2-1: the tip won, the 30 refunded is taken back
    await moveMatch(t, matchId, { statusId: 8, home: 2, away: 1 });
    expect(await t.app.tipSettlement.settleMatches([matchId])).toEqual({ settled: 1, refunds: 0, reversals: 1 });
    expect(await tipRow(t, tipId)).toMatchObject({ result: 'win', profit: 0.8 });
    expect(await t.app.wallet.balance(buyer.uid)).toBe(50);
    expect(await refundRowOf(t, tipId, buyer.uid)).toMatchObject({ refunded: 0, unrecovered: 0, version: 2 });

    // and back to 0-1: due again, credited under the third version's key
    await moveMatch(t, matchId, { statusId: 8, home: 0, away: 1 });
    await t.app.tipSettlement.settleMatches([matchId]);
    await t.app.tipSettlement.settleMatches([matchId]);
    expect((await tipRow(t, tipId)).result).toBe('lose');
    expect(await ledgerOf(t, buyer.uid, 'tip')).toEqual([
      { amount: -50, key: `tip:${tipId}`, reason: 'tip purchase' },
      { amount: 30, key: `tip-refund:${tipId}:v1`, reason: 'tip refund' },
      { amount: -30, key: `tip-refund-reversed:${tipId}:v2`, reason: 'tip refund reversed' },
      { amount: 30, key: `tip-refund:${tipId}:v3`, reason: 'tip refund' },
    ]);
    expect(await t.app.wallet.balance(buyer.uid)).toBe(80);
  });

  it('writes off a refund no longer due that the buyer has already spent, and never takes it twice', async () => {
    const { matchId, tipId, buyer } = await boughtRefundingTip();
    await moveMatch(t, matchId, { statusId: 8, home: 1, away: 3 });
    await t.app.tipSettlement.settleMatches([matchId]);
    // the buyer spends everything: 50 left + 30 refunded
    await t.app.wallet.debit({ userId: buyer.uid, amount: 80, reason: 'mall', idempotencyKey: 'spend-all' });

    await moveMatch(t, matchId, { statusId: 8, home: 3, away: 1 });
    expect(await t.app.tipSettlement.settleMatches([matchId])).toEqual({ settled: 1, refunds: 0, reversals: 0 });
    expect((await tipRow(t, tipId)).result).toBe('win');
    expect(await t.app.wallet.balance(buyer.uid)).toBe(0);
    expect(await refundRowOf(t, tipId, buyer.uid)).toMatchObject({ refunded: 30, unrecovered: 30, version: 2 });
    expect(await ledgerOf(t, buyer.uid, 'tip-refund-reversed')).toEqual([]);

    // corrected back to a loss: the buyer holds the refund already, nothing is paid twice
    await moveMatch(t, matchId, { statusId: 8, home: 1, away: 3 });
    expect(await t.app.tipSettlement.settleMatches([matchId])).toEqual({ settled: 1, refunds: 0, reversals: 0 });
    expect(await refundRowOf(t, tipId, buyer.uid)).toMatchObject({ refunded: 30, unrecovered: 0, version: 3 });
    expect(await t.app.wallet.balance(buyer.uid)).toBe(0);
  });

  it('moves nothing when the correction keeps the result', async () => {
    const { matchId, tipId, buyer } = await boughtRefundingTip();
    await moveMatch(t, matchId, { statusId: 8, home: 0, away: 0 });
    await t.app.tipSettlement.settleMatches([matchId]);
    await moveMatch(t, matchId, { statusId: 8, home: 1, away: 1 });
    expect(await t.app.tipSettlement.settleMatches([matchId])).toEqual({ settled: 0, refunds: 0, reversals: 0 });
    expect(await tipRow(t, tipId)).toMatchObject({ result: 'lose' });
    expect(await ledgerOf(t, buyer.uid, 'tip-refund')).toHaveLength(1);
  });
});

describe('a match not played', () => {
  it('cancels the tip and gives every buyer the whole price back, refunding tip or not', async () => {
    const matchId = await addMatch(t.database.db);
    const plain = await addTip(t, {
      expertId,
      price: 40,
      legs: [{ matchId, play: 'total', pick: 'under', line: 3, odds: 1.7 }],
    });
    const refunding = await addTip(t, {
      expertId,
      price: 70,
      openBackGold: true,
      returnGoldPercentage: 50,
      legs: [{ matchId, play: 'handicap', pick: 'away', line: 0.75, odds: 2 }],
    });
    const buyer = await addUser(t, 200);
    for (const messageId of [plain, refunding])
      expect((await t.call(newsRoutes.buy, { messageId }, buyer)).body.code).toBe(1);
    expect(await t.app.wallet.balance(buyer.uid)).toBe(90);

    // postponed before kick-off: settled at once, and no longer for sale
    await moveMatch(t, matchId, { statusId: 9 });
    expect(await t.app.tipSettlement.settleMatches([matchId])).toEqual({ settled: 2, refunds: 2, reversals: 0 });
    for (const tipId of [plain, refunding])
      expect(await tipRow(t, tipId)).toMatchObject({ result: 'cancel', profit: 0 });
    expect(await t.app.wallet.balance(buyer.uid)).toBe(200);
    const late = await addUser(t, 100);
    expect((await t.call(newsRoutes.buy, { messageId: plain }, late)).body.code).toBe(300103);
    expect(await t.app.wallet.balance(late.uid)).toBe(100);
  });
});
