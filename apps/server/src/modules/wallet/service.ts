import { chinaDayStart, DAY_MS, type GoldDailyLimit } from '@sport/contract';
import type { LedgerPage } from '@sport/contract/console';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { ConflictError, GoldDailyLimitError, GoldInsufficientError, InvalidError } from '../../lib/domain-errors';
import {
  applyChange,
  findLedgerPage,
  readBalance,
  sumCredits,
  sumByReasons,
  sumDebits,
  type DebitTerms,
  type LedgerAnswer,
} from './repository';

export type { DebitTerms, LedgerAnswer };

/** A daily limit no change reaches (int4's largest): what a staff adjustment is checked against. */
const UNLIMITED = 2_147_483_647;

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

/**
 * A ledger answer (the wallet's own change, or the debit inside a purchase's statement) as the wallet's result, or
 * its refusal thrown: `amount` is the signed change asked for. Too little gold wins over the day's limit: topping up
 * is what the user can do now (decision 019).
 */
function resultOf(answer: LedgerAnswer, amount: number): WalletResult {
  const need = Math.abs(amount);
  switch (answer.outcome) {
    case 'applied':
    case 'replayed':
      if (answer.entryId === null || answer.balance === null) throw new Error(`ledger answer without its entry`);
      return { entryId: answer.entryId, amount, balance: answer.balance, replayed: answer.outcome === 'replayed' };
    case 'conflict':
      throw new ConflictError('idempotencyKey: already used for a different amount');
    case 'insufficient':
      throw new GoldInsufficientError(need, answer.balance ?? 0);
    case 'daily limit':
      throw new GoldDailyLimitError(need, GOLD_DAILY_LIMIT, answer.dailyLeft ?? 0);
  }
}

export interface WalletServiceOptions {
  db: Db;
  clock?: Clock;
}

export type WalletService = ReturnType<typeof createWalletService>;

/** The gold wallet: gold moves only through credit/debit, one ledger row each. */
export function createWalletService({ db, clock = systemClock }: WalletServiceOptions) {
  /** The terms of a debit stamped `now`: its China day and the day's limit. */
  function termsAt(now: number): DebitTerms {
    const { from, to } = dayAround(now);
    return { now: new Date(now), dayFrom: from, dayTo: to, dailyLimit: GOLD_DAILY_LIMIT };
  }

  /**
   * One statement (`wallet_apply`, migration 0018): it locks the wallet row, looks the key up, refuses or appends
   * the ledger row and moves the balance. Given the caller's transaction `tx`, the change is part of it (a
   * settlement's refunds); a refusal writes nothing, so the caller may catch it and go on. The row lock makes a
   * concurrent call with the same key wait and then find the first one's entry.
   */
  async function apply(change: WalletChange, sign: 1 | -1, tx: Db | undefined): Promise<WalletResult> {
    if (!Number.isSafeInteger(change.amount) || change.amount <= 0) {
      throw new InvalidError('amount', 'must be a positive integer');
    }
    const answer = await applyChange(tx ?? db, { ...change, amount: sign * change.amount }, termsAt(clock()));
    return resultOf(answer, sign * change.amount);
  }

  return {
    /** For a statement of another module that debits through `wallet_apply` (a purchase): its terms, its answer read. */
    termsAt,
    resultOf,
    credit: (change: WalletChange, tx?: Db): Promise<WalletResult> => apply(change, 1, tx),
    debit: (change: WalletChange, tx?: Db): Promise<WalletResult> => apply(change, -1, tx),

    /**
     * A staff correction (the console, issue 27), `amount` signed: the ledger's rules but for the day's spending
     * limit, which is the gold mall's and not staff's (a debit still never takes the balance below 0). `tx`: the
     * console's transaction, which holds the adjustment's row and its audit entry.
     */
    async adjust(change: WalletChange, tx?: Db): Promise<WalletResult> {
      if (!Number.isSafeInteger(change.amount) || change.amount === 0) {
        throw new InvalidError('amount', 'must be a non-zero integer');
      }
      const terms = { ...termsAt(clock()), dailyLimit: UNLIMITED };
      return resultOf(await applyChange(tx ?? db, change, terms), change.amount);
    },

    balance: (userId: number, tx: Db = db): Promise<number> => readBalance(tx, userId),

    /** A page of the user's ledger, newest first. */
    async ledger(userId: number, page: number, size: number): Promise<LedgerPage> {
      const { rows, total } = await findLedgerPage(db, userId, page, size);
      return { list: rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })), total };
    },

    /**
     * All users' entries of each reason in [from, to) (the console's dashboard): count and gold, signed as booked.
     * A reason with none is absent. The ledger's created_at index keeps it to the range.
     */
    totalsByReason: (reasons: readonly string[], from: number, to: number) =>
      sumByReasons(db, reasons, new Date(from), new Date(to)),

    /** Gold the user ever topped up (RECHARGE_REASONS). */
    recharged: (userId: number): Promise<number> => sumCredits(db, userId, RECHARGE_REASONS),

    async dailyLimit(userId: number): Promise<GoldDailyLimit> {
      const { from, to } = dayAround(clock());
      const used = await sumDebits(db, userId, from, to);
      return { limit: GOLD_DAILY_LIMIT, used, remaining: Math.max(0, GOLD_DAILY_LIMIT - used) };
    },
  };
}
