import { chinaDayStart, DAY_MS, type GoldDailyLimit } from '@sport/contract';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { ConflictError, GoldDailyLimitError, GoldInsufficientError, InvalidError } from '../../lib/domain-errors';
import { appendEntry, findEntry, lockWallet, readBalance, sumCredits, sumDebits } from './repository';

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

/**
 * Gold the gold mall lets a user spend per day (ours: SPEC names only the call). Every debit is spending in the
 * mall (a tip or an item bought with gold: gold has no other way out), so every debit counts against it and is
 * refused past it, as the dailyLimit answer the client shows says; credits (grants, refunds) never are.
 */
export const GOLD_DAILY_LIMIT = 10_000;

/** The product's day runs on China time, whatever the server's zone: [start, end) of the day holding `now`. */
function dayAround(now: number): { from: Date; to: Date } {
  const from = chinaDayStart(now);
  return { from: new Date(from), to: new Date(from + DAY_MS) };
}

/**
 * Ledger reasons that are a top-up (gold bought with money): what the comment gate's recharge threshold counts.
 * No payment provider is wired yet, so a top-up is credited by operations under `recharge`; the demo world's
 * starting gold (`demo grant`) stands for its users' top-ups. Refunds and other credits are not recharges.
 */
export const RECHARGE_REASONS = ['recharge', 'demo grant'] as const;

export interface WalletServiceOptions {
  db: Db;
  clock?: Clock;
}

export type WalletService = ReturnType<typeof createWalletService>;

/** The gold wallet: gold moves only through credit/debit, one ledger row each. */
export function createWalletService({ db, clock = systemClock }: WalletServiceOptions) {
  /**
   * One transaction: lock the wallet row, look the key up, append the ledger row and move the balance.
   * Given the caller's transaction `tx`, the change is part of it (a purchase, a settlement's refunds) and runs
   * in it as it is: a refusal is thrown before anything is written, so the caller may catch it and go on,
   * and a savepoint would only cost two more round trips inside every purchase.
   * The row lock makes a concurrent call with the same key wait and then find the first one's entry.
   */
  async function apply(change: WalletChange, sign: 1 | -1, tx: Db | undefined): Promise<WalletResult> {
    if (!Number.isSafeInteger(change.amount) || change.amount <= 0) {
      throw new InvalidError('amount', 'must be a positive integer');
    }
    const amount = sign * change.amount;
    const inTransaction = <T>(work: (inner: Db) => Promise<T>): Promise<T> => (tx ? work(tx) : db.transaction(work));
    return inTransaction(async (inner) => {
      const balance = await lockWallet(inner, change.userId);
      const existing = await findEntry(inner, change.userId, change.idempotencyKey);
      if (existing) {
        if (existing.amount !== amount) throw new ConflictError('idempotencyKey: already used for a different amount');
        return { entryId: existing.id, amount, balance: existing.balanceAfter, replayed: true };
      }
      const balanceAfter = balance + amount;
      if (balanceAfter < 0) throw new GoldInsufficientError(change.amount, balance);
      const now = clock();
      if (sign < 0) {
        // Read under the wallet's row lock: two debits racing for the last of the day's gold see each other.
        const { from, to } = dayAround(now);
        const left = GOLD_DAILY_LIMIT - (await sumDebits(inner, change.userId, from, to));
        if (change.amount > left) throw new GoldDailyLimitError(change.amount, GOLD_DAILY_LIMIT, Math.max(0, left));
      }
      // Stamped by the same clock as the day it is counted in.
      const entry = await appendEntry(inner, { ...change, amount, balanceAfter, createdAt: new Date(now) });
      return { entryId: entry.id, amount, balance: balanceAfter, replayed: false };
    });
  }

  return {
    credit: (change: WalletChange, tx?: Db): Promise<WalletResult> => apply(change, 1, tx),
    debit: (change: WalletChange, tx?: Db): Promise<WalletResult> => apply(change, -1, tx),

    balance: (userId: number): Promise<number> => readBalance(db, userId),

    /** Gold the user ever topped up (RECHARGE_REASONS). */
    recharged: (userId: number): Promise<number> => sumCredits(db, userId, RECHARGE_REASONS),

    async dailyLimit(userId: number): Promise<GoldDailyLimit> {
      const { from, to } = dayAround(clock());
      const used = await sumDebits(db, userId, from, to);
      return { limit: GOLD_DAILY_LIMIT, used, remaining: Math.max(0, GOLD_DAILY_LIMIT - used) };
    },
  };
}
