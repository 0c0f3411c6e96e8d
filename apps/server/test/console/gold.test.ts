import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRoutes, GOLD_ADJUST_TWO_PERSON_THRESHOLD, type GoldDirection } from '@sport/contract/console';
import { auditLog } from '../../src/db/schema/console';
import { goldAdjustments } from '../../src/db/schema/console-gold';
import { walletLedger } from '../../src/db/schema/wallet';
import type { TestApp } from '../helpers/app';
import { commentsApp, newUser } from '../news/comments-fixture';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';

// 财务 adjusting a fan's gold through the console: small amounts move at once through the ledger, once per
// idempotency key; a debit never takes the balance below 0; over the threshold one 财务 proposes and another
// (never the proposer) approves before anything moves, or rejects and nothing does; each step is in the audit log.

let t: TestApp;
let financeA: StaffLogin;
let financeB: StaffLogin;
let key = 0;

beforeAll(async () => {
  t = await commentsApp({ rateLimitMax: 1_000_000 });
  financeA = await staffLogin(t, ['finance']);
  financeB = await staffLogin(t, ['finance']);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const newKey = () => `test-key-${process.pid}-${(key += 1)}`;
const adjust = (
  userId: number,
  direction: GoldDirection,
  amount: number,
  opts: { idempotencyKey?: string; by?: StaffLogin; reason?: string } = {},
) =>
  consoleCall(
    t,
    consoleRoutes.goldAdjust,
    {
      userId,
      direction,
      amount,
      reason: opts.reason ?? '活动补偿',
      idempotencyKey: opts.idempotencyKey ?? newKey(),
    },
    opts.by ?? financeA,
  );
const decide = (route: typeof consoleRoutes.goldApprove, id: number, by: StaffLogin, reason = '已核实') =>
  consoleCall(t, route, { id, reason }, by);
const balanceOf = async (userId: number) => t.app.wallet.balance(userId);
const ledgerRows = (userId: number) => t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));
const auditOf = (userId: number) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(userId))).orderBy(auditLog.id);

describe('a small adjustment', () => {
  it('moves at once through the ledger; a double click with the same key moves it once', async () => {
    const fan = await newUser(t, 100);
    const idempotencyKey = newKey();
    const [first, second] = await Promise.all([
      adjust(fan.uid, 'credit', 50, { idempotencyKey }),
      adjust(fan.uid, 'credit', 50, { idempotencyKey }),
    ]);
    expect(first.body).toMatchObject({ code: 1, data: { state: 'applied', amount: 50, balanceAfter: 150 } });
    expect(second.body.data).toEqual(first.body.data);
    expect(await balanceOf(fan.uid)).toBe(150);
    expect((await ledgerRows(fan.uid)).map((r) => r.amount)).toEqual([100, 50]);

    const [entry] = await auditOf(fan.uid);
    expect(await auditOf(fan.uid)).toHaveLength(1);
    expect(entry).toMatchObject({ action: 'gold.adjust', staffName: financeA.name, reason: '活动补偿' });
    expect(JSON.parse(entry?.before ?? '')).toEqual({ balance: 100 });
    expect(JSON.parse(entry?.after ?? '')).toMatchObject({ balance: 150, amount: 50 });
  });

  it('the same key for another amount is a conflict and moves nothing', async () => {
    const fan = await newUser(t, 0);
    const idempotencyKey = newKey();
    await adjust(fan.uid, 'credit', 10, { idempotencyKey });
    const res = await adjust(fan.uid, 'credit', 11, { idempotencyKey });
    expect(res.status).toBe(409);
    expect(await balanceOf(fan.uid)).toBe(10);
  });

  it('takes gold, down to 0 and never below: a clear refusal that writes nothing', async () => {
    const fan = await newUser(t, 100);
    const res = await adjust(fan.uid, 'debit', 101, { reason: '误发回收' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('余额不足：该用户当前余额 100 金币，扣减 101 金币后将为负数，未做任何调整');
    expect(await balanceOf(fan.uid)).toBe(100);
    expect(await t.database.db.select().from(goldAdjustments).where(eq(goldAdjustments.userId, fan.uid))).toEqual([]);
    expect(await auditOf(fan.uid)).toEqual([]);

    expect((await adjust(fan.uid, 'debit', 100, { reason: '误发回收' })).body.data).toMatchObject({
      amount: -100,
      balanceAfter: 0,
    });
    expect(await balanceOf(fan.uid)).toBe(0);
  });

  it('an unknown fan is a 404', async () => {
    expect((await adjust(999_999, 'credit', 1)).status).toBe(404);
  });
});

describe('over the threshold', () => {
  const big = GOLD_ADJUST_TWO_PERSON_THRESHOLD + 1;

  it('is proposed and waits: the proposer cannot approve it; another 财务 does, and the gold moves once', async () => {
    const fan = await newUser(t, 0);
    const proposed = await adjust(fan.uid, 'credit', big, { reason: '大额补偿' });
    expect(proposed.body).toMatchObject({ code: 1, data: { state: 'pending', amount: big, balanceAfter: null } });
    const id = proposed.body.data.id;
    expect(await balanceOf(fan.uid)).toBe(0);
    const pending = await consoleCall(t, consoleRoutes.goldProposals, {}, { cookie: financeB.cookie });
    expect(pending.body.data.list.map((p) => p.id)).toContain(id);

    const own = await decide(consoleRoutes.goldApprove, id, financeA);
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe('不能批准自己提出的调整：需由另一位财务批准');
    expect(await balanceOf(fan.uid)).toBe(0);

    const [approved, again] = [
      await decide(consoleRoutes.goldApprove, id, financeB),
      await decide(consoleRoutes.goldApprove, id, financeB),
    ];
    expect(approved.body.data).toMatchObject({ state: 'applied', balanceAfter: big, decidedByName: financeB.name });
    expect(again.body.data).toEqual(approved.body.data);
    expect(await balanceOf(fan.uid)).toBe(big);
    expect((await ledgerRows(fan.uid)).map((r) => r.amount)).toEqual([big]);
    const after = await consoleCall(t, consoleRoutes.goldProposals, {}, { cookie: financeB.cookie });
    expect(after.body.data.list.map((p) => p.id)).not.toContain(id);

    const third = await staffLogin(t, ['finance']);
    expect((await decide(consoleRoutes.goldApprove, id, third)).status).toBe(404);

    const entries = await auditOf(fan.uid);
    expect(entries.map((e) => [e.action, e.staffName, e.reason])).toEqual([
      ['gold.propose', financeA.name, '大额补偿'],
      ['gold.approve', financeB.name, '已核实'],
    ]);
    expect(JSON.parse(entries[1]?.before ?? '')).toMatchObject({ balance: 0, state: 'pending' });
    expect(JSON.parse(entries[1]?.after ?? '')).toMatchObject({ balance: big, state: 'applied' });
  });

  it('rejected, nothing moves and it can no longer be approved', async () => {
    const fan = await newUser(t, 0);
    const id = (await adjust(fan.uid, 'credit', big)).body.data.id;
    const rejected = await decide(consoleRoutes.goldReject, id, financeB, '无依据');
    expect(rejected.body.data).toMatchObject({ state: 'rejected', decisionReason: '无依据' });
    expect((await decide(consoleRoutes.goldApprove, id, financeB)).status).toBe(404);
    expect(await balanceOf(fan.uid)).toBe(0);
    expect((await auditOf(fan.uid)).map((e) => e.action)).toEqual(['gold.propose', 'gold.reject']);
  });

  it('a debit the balance cannot cover is refused when proposed and again when approved', async () => {
    const fan = await newUser(t, big);
    expect((await adjust(fan.uid, 'debit', big + 1)).status).toBe(409);
    const id = (await adjust(fan.uid, 'debit', big)).body.data.id;
    await adjust(fan.uid, 'debit', 1);
    const res = await decide(consoleRoutes.goldApprove, id, financeB);
    expect(res.status).toBe(409);
    expect(res.body.msg).toMatch(/^余额不足/);
    expect(await balanceOf(fan.uid)).toBe(big - 1);
    const still = await consoleCall(t, consoleRoutes.goldProposals, { userId: fan.uid }, { cookie: financeB.cookie });
    expect(still.body.data.list).toMatchObject([{ id, state: 'pending' }]);
  });
});

describe('the audit log', () => {
  it('verifies after every adjustment above', async () => {
    expect((await consoleCall(t, consoleRoutes.auditVerify, {}, { cookie: financeA.cookie })).body.data).toMatchObject({
      ok: true,
      brokenAt: null,
    });
  });
});
