import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DAY_MS } from '@sport/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/user';
import { walletLedger } from '../../db/schema/wallet';
import { createTestDatabase } from '../../../test/helpers/db';
import { createWalletService, GOLD_DAILY_LIMIT, type WalletService } from './service';

let database: Database;
let wallet: WalletService;
let clock = Date.now();
let nextUser = 0;
const newUser = async (): Promise<number> => {
  nextUser += 1;
  const [row] = await database.db
    .insert(users)
    .values({ username: `wallet_user_${nextUser}`, passwordHash: 'x', nickname: 'w' })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
};
const ledgerOf = (userId: number) => database.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));

beforeAll(async () => {
  database = await createTestDatabase();
  wallet = createWalletService({ db: database.db, clock: () => clock });
});
afterAll(async () => {
  await database.close();
});

describe('wallet service', () => {
  it('credits and debits through the ledger, keeping balance_after', async () => {
    const userId = await newUser();
    expect(await wallet.balance(userId)).toBe(0);
    const first = await wallet.credit({ userId, amount: 300, reason: 'grant', idempotencyKey: 'grant-1' });
    expect(first).toMatchObject({ amount: 300, balance: 300, replayed: false });
    const second = await wallet.debit({ userId, amount: 120, reason: 'buy tip', idempotencyKey: 'buy-1' });
    expect(second).toMatchObject({ amount: -120, balance: 180, replayed: false });
    expect(await wallet.balance(userId)).toBe(180);
    const rows = await ledgerOf(userId);
    expect(rows.map((r) => [r.amount, r.balanceAfter, r.reason])).toEqual([
      [300, 300, 'grant'],
      [-120, 180, 'buy tip'],
    ]);
  });

  it('returns the first result for a retried key and never charges twice', async () => {
    const userId = await newUser();
    await wallet.credit({ userId, amount: 100, reason: 'grant', idempotencyKey: 'g' });
    const first = await wallet.debit({ userId, amount: 40, reason: 'buy', idempotencyKey: 'tap-1' });
    const retry = await wallet.debit({ userId, amount: 40, reason: 'buy', idempotencyKey: 'tap-1' });
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await wallet.balance(userId)).toBe(60);
    expect(await ledgerOf(userId)).toHaveLength(2);
  });

  it('charges once when two debits with the same key race', async () => {
    const userId = await newUser();
    await wallet.credit({ userId, amount: 100, reason: 'grant', idempotencyKey: 'g' });
    const change = { userId, amount: 70, reason: 'buy', idempotencyKey: 'double-tap' };
    const [a, b] = await Promise.all([wallet.debit(change), wallet.debit(change)]);
    expect(a.entryId).toBe(b.entryId);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(await wallet.balance(userId)).toBe(30);
    expect(await ledgerOf(userId)).toHaveLength(2);
  });

  it('refuses a debit beyond the balance and writes nothing', async () => {
    const userId = await newUser();
    await wallet.credit({ userId, amount: 50, reason: 'grant', idempotencyKey: 'g' });
    await expect(wallet.debit({ userId, amount: 51, reason: 'buy', idempotencyKey: 'too-much' })).rejects.toMatchObject(
      { kind: 'goldInsufficient', need: 51, balance: 50 },
    );
    expect(await wallet.balance(userId)).toBe(50);
    expect(await ledgerOf(userId)).toHaveLength(1);
  });

  it('refuses a reused key with another amount (409) and non-positive amounts (422)', async () => {
    const userId = await newUser();
    await wallet.credit({ userId, amount: 50, reason: 'grant', idempotencyKey: 'k' });
    await expect(wallet.credit({ userId, amount: 60, reason: 'grant', idempotencyKey: 'k' })).rejects.toMatchObject({
      kind: 'conflict',
      why: 'idempotencyKey: already used for a different amount',
    });
    await expect(wallet.credit({ userId, amount: 0, reason: 'grant', idempotencyKey: 'z' })).rejects.toMatchObject({
      kind: 'invalid',
      field: 'amount',
    });
    await expect(wallet.debit({ userId, amount: 1.5, reason: 'buy', idempotencyKey: 'f' })).rejects.toMatchObject({
      kind: 'invalid',
      field: 'amount',
    });
    expect(await wallet.balance(userId)).toBe(50);
  });

  it('rolls the debit back with the purchase it belongs to', async () => {
    const userId = await newUser();
    await wallet.credit({ userId, amount: 100, reason: 'grant', idempotencyKey: 'g' });
    await expect(
      database.db.transaction(async (tx) => {
        await wallet.debit({ userId, amount: 30, reason: 'buy', idempotencyKey: 'order-9' }, tx);
        throw new Error('the purchase failed after the debit');
      }),
    ).rejects.toThrow('the purchase failed');
    expect(await wallet.balance(userId)).toBe(100);
    expect(await ledgerOf(userId)).toHaveLength(1);
  });

  it('counts today’s debits (China time) against the daily limit', async () => {
    const userId = await newUser();
    await wallet.credit({ userId, amount: 1000, reason: 'grant', idempotencyKey: 'g' });
    await wallet.debit({ userId, amount: 200, reason: 'mall', idempotencyKey: 'm1' });
    await wallet.debit({ userId, amount: 50, reason: 'mall', idempotencyKey: 'm2' });
    expect(await wallet.dailyLimit(userId)).toEqual({
      limit: GOLD_DAILY_LIMIT,
      used: 250,
      remaining: GOLD_DAILY_LIMIT - 250,
    });
    clock += DAY_MS;
    expect((await wallet.dailyLimit(userId)).used).toBe(0);
    clock -= DAY_MS;
  });

  it('refuses a debit that would pass the day’s limit, charging nothing; the next day it goes through', async () => {
    const userId = await newUser();
    await wallet.credit({ userId, amount: GOLD_DAILY_LIMIT * 2, reason: 'grant', idempotencyKey: 'g' });
    await wallet.debit({ userId, amount: GOLD_DAILY_LIMIT - 100, reason: 'mall', idempotencyKey: 'big' });
    await expect(wallet.debit({ userId, amount: 101, reason: 'mall', idempotencyKey: 'over' })).rejects.toMatchObject({
      kind: 'goldDailyLimit',
      need: 101,
      limit: GOLD_DAILY_LIMIT,
      remaining: 100,
    });
    expect(await wallet.balance(userId)).toBe(GOLD_DAILY_LIMIT + 100);
    expect(await ledgerOf(userId)).toHaveLength(2);
    // up to the limit exactly is allowed; a retry of a debit already made is still answered
    await wallet.debit({ userId, amount: 100, reason: 'mall', idempotencyKey: 'last' });
    expect((await wallet.debit({ userId, amount: 100, reason: 'mall', idempotencyKey: 'last' })).replayed).toBe(true);
    expect(await wallet.dailyLimit(userId)).toMatchObject({ used: GOLD_DAILY_LIMIT, remaining: 0 });
    // credits are never limited
    await wallet.credit({ userId, amount: 5, reason: 'refund', idempotencyKey: 'r' });

    clock += DAY_MS;
    try {
      const tomorrow = await wallet.debit({ userId, amount: 101, reason: 'mall', idempotencyKey: 'over' });
      expect(tomorrow).toMatchObject({ amount: -101, replayed: false });
    } finally {
      clock -= DAY_MS;
    }
  });

  it('lets only one of two racing debits through when together they would pass the limit', async () => {
    const userId = await newUser();
    await wallet.credit({ userId, amount: GOLD_DAILY_LIMIT * 2, reason: 'grant', idempotencyKey: 'g' });
    const half = Math.ceil(GOLD_DAILY_LIMIT * 0.6);
    const results = await Promise.allSettled([
      wallet.debit({ userId, amount: half, reason: 'mall', idempotencyKey: 'a' }),
      wallet.debit({ userId, amount: half, reason: 'mall', idempotencyKey: 'b' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await wallet.balance(userId)).toBe(GOLD_DAILY_LIMIT * 2 - half);
  });
});
