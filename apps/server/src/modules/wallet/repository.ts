import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletLedger, wallets } from '../../db/schema/wallet';

/** Creates the wallet if missing and locks its row until the transaction ends. */
export async function lockWallet(tx: Db, userId: number): Promise<number> {
  const locked = () =>
    tx.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId)).for('update');
  // Nearly every wallet exists: one statement then. A user's first change makes the row (a racing first
  // change's insert does nothing) and locks it.
  const [row] = await locked();
  if (row) return row.balance;
  await tx.insert(wallets).values({ userId, balance: 0 }).onConflictDoNothing();
  const [made] = await locked();
  if (!made) throw new Error(`wallet ${userId} vanished`);
  return made.balance;
}

export async function findEntry(tx: Db, userId: number, idempotencyKey: string) {
  const [row] = await tx
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

export async function appendEntry(
  tx: Db,
  entry: {
    userId: number;
    amount: number;
    balanceAfter: number;
    reason: string;
    idempotencyKey: string;
    createdAt: Date;
  },
) {
  const [row] = await tx.insert(walletLedger).values(entry).returning();
  if (!row) throw new Error('ledger insert returned nothing');
  await tx
    .update(wallets)
    .set({ balance: entry.balanceAfter, updatedAt: entry.createdAt })
    .where(eq(wallets.userId, entry.userId));
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
