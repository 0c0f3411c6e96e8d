import { AppError, conflict } from '../../http/app-error';
import { chinaDayStart, Code, DAY_MS } from '@sport/contract';
import type { Db } from '../../db/client';
import { appendEntry, findEntry, lockWallet, readBalance, sumDebits } from './repository';

export interface WalletChange {
  userId: number;
  /** A positive whole number of gold. */
  amount: number;
  reason: string;
  /** Unique per user: a retry with the same key returns the first result and never moves gold twice. */
  idempotencyKey: string;
}

export interface WalletResult {
  entryId: number;
  /** Signed: + for a credit, − for a debit. */
  amount: number;
  balance: number;
  /** true when this key had already been applied and nothing changed now. */
  replayed: boolean;
}

/** Gold the gold mall lets a user spend per day (ours: SPEC names only the call). */
export const GOLD_DAILY_LIMIT = 10_000;

export const credit = (db: Db, change: WalletChange): Promise<WalletResult> => apply(db, change, 1);
export const debit = (db: Db, change: WalletChange): Promise<WalletResult> => apply(db, change, -1);

/**
 * One transaction: lock the wallet row, look the key up, append the ledger row and move the balance.
 * Pass a transaction as `db` to make the change part of a purchase (it then becomes a savepoint).
 * The row lock makes a concurrent call with the same key wait and then find the first one's entry.
 */
async function apply(db: Db, change: WalletChange, sign: 1 | -1): Promise<WalletResult> {
  if (!Number.isSafeInteger(change.amount) || change.amount <= 0) {
    throw new AppError(Code.Invalid, 'amount: must be a positive integer');
  }
  const amount = sign * change.amount;
  return db.transaction(async (tx) => {
    const balance = await lockWallet(tx, change.userId);
    const existing = await findEntry(tx, change.userId, change.idempotencyKey);
    if (existing) {
      if (existing.amount !== amount) throw conflict('idempotencyKey: already used for a different amount');
      return { entryId: existing.id, amount, balance: existing.balanceAfter, replayed: true };
    }
    const balanceAfter = balance + amount;
    if (balanceAfter < 0) throw new AppError(Code.Invalid, 'gold: insufficient balance');
    const entry = await appendEntry(tx, { ...change, amount, balanceAfter });
    return { entryId: entry.id, amount, balance: balanceAfter, replayed: false };
  });
}

export const getBalance = (db: Db, userId: number): Promise<number> => readBalance(db, userId);

export async function getDailyLimit(db: Db, userId: number, now = new Date()) {
  // The product's day runs on China time, whatever the server's zone.
  const from = chinaDayStart(now.getTime());
  const used = await sumDebits(db, userId, new Date(from), new Date(from + DAY_MS));
  return { limit: GOLD_DAILY_LIMIT, used, remaining: Math.max(0, GOLD_DAILY_LIMIT - used) };
}
