import { and, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletLedger, wallets } from '../../db/schema/wallet';

/** The terms a debit is checked against: the instant it is stamped with, the China day holding it, the limit. */
export interface DebitTerms {
  now: Date;
  dayFrom: Date;
  dayTo: Date;
  dailyLimit: number;
}

/**
 * What the ledger function `wallet_apply` (migration 0018) answered: `applied` or `replayed` with the entry and the
 * balance it left, or why it refused (nothing written): the key used for another amount, the balance it held, or
 * what was left of the day's limit.
 */
export interface LedgerAnswer {
  outcome: 'applied' | 'replayed' | 'conflict' | 'insufficient' | 'daily limit';
  entryId: number | null;
  balance: number | null;
  dailyLeft: number | null;
}

const ledgerAnswerColumns = {
  outcome: sql<LedgerAnswer['outcome']>`outcome`,
  // bigint travels as text over node-postgres: float8 is exact for any id below 2^53.
  entryId: sql<number | null>`entry_id::float8`,
  balance: sql<number | null>`balance`,
  dailyLeft: sql<number | null>`daily_left`,
};

/** One signed change of a user's gold in one statement (the rules: wallet_apply in migration 0018). */
export async function applyChange(
  db: Db,
  change: { userId: number; amount: number; reason: string; idempotencyKey: string },
  terms: DebitTerms,
): Promise<LedgerAnswer> {
  const [row] = await db
    .select(ledgerAnswerColumns)
    .from(
      sql`wallet_apply(${change.userId}, ${change.amount}, ${change.reason}, ${change.idempotencyKey}, ${terms.now.toISOString()}, ${terms.dayFrom.toISOString()}, ${terms.dayTo.toISOString()}, ${terms.dailyLimit})`,
    );
  if (!row) throw new Error('wallet_apply answered nothing');
  return row;
}

export async function readBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return row?.balance ?? 0;
}

/** Gold spent (debits) in [from, to). */
export async function sumDebits(db: Db, userId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(sum(-${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.userId, userId),
        lt(walletLedger.amount, 0),
        gte(walletLedger.createdAt, from),
        lt(walletLedger.createdAt, to),
      ),
    );
  return Number(row?.spent ?? 0);
}

/** Gold credited to a user under any of `reasons`, all time. */
export async function sumCredits(db: Db, userId: number, reasons: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ credited: sql<string>`coalesce(sum(${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), gt(walletLedger.amount, 0), inArray(walletLedger.reason, [...reasons])));
  return Number(row?.credited ?? 0);
}

/** Every user's entries under each of `reasons` in [from, to): how many and their gold (amounts as signed). */
export async function sumByReasons(db: Db, reasons: readonly string[], from: Date, to: Date) {
  const rows = await db
    .select({
      reason: walletLedger.reason,
      count: sql<string>`count(*)`,
      gold: sql<string>`coalesce(sum(${walletLedger.amount}), 0)`,
    })
    .from(walletLedger)
    .where(and(inArray(walletLedger.reason, [...reasons]), gte(walletLedger.createdAt, from), lt(walletLedger.createdAt, to)))
    .groupBy(walletLedger.reason);
  return new Map(rows.map((r) => [r.reason, { count: Number(r.count), gold: Number(r.gold) }]));
}

/** One page of a user's ledger, newest first, and how many rows it has. */
export async function findLedgerPage(db: Db, userId: number, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId))
      .orderBy(desc(walletLedger.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(walletLedger).where(eq(walletLedger.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
