import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tipPurchases } from '../../db/schema/news';
import type { DebitTerms, LedgerAnswer } from '../wallet/service';

export interface PurchaseRow {
  id: number;
  tipId: number;
  price: number;
  createdAt: Date;
}

const purchaseColumns = {
  id: tipPurchases.id,
  tipId: tipPurchases.tipId,
  price: tipPurchases.price,
  createdAt: tipPurchases.createdAt,
};

/** Why `buy_tip` refused a first purchase of the tip, before any gold moved. */
export type TipRefusal = 'not found' | 'own tip' | 'free' | 'settled' | 'kicked off';

/**
 * What `buy_tip` answered: the tip's refusal, or the debit of `price` it asked the wallet for (`debit`, the wallet's
 * answer, for the wallet to read) and, when that went through, the purchase: its time, whether this call made it.
 */
export type BuyAnswer =
  | { outcome: TipRefusal }
  | { outcome: 'debited'; price: number; debit: LedgerAnswer; purchase: { paidAt: Date; isNew: boolean } | null };

/**
 * A user's purchase of a tip in one statement (`buy_tip`, migration 0018): the tip key-share-locked against
 * settling, its refusals, the debit through the wallet's `wallet_apply` on the wallet's terms, and the purchase row.
 * One round trip to the database, so the row locks it takes are held for no network wait.
 */
export async function buyTip(
  db: Db,
  purchase: { userId: number; tipId: number; reason: string; idempotencyKey: string },
  terms: DebitTerms,
): Promise<BuyAnswer> {
  const [row] = await db
    .select({
      outcome: sql<TipRefusal | 'debited'>`outcome`,
      price: sql<number | null>`price`,
      // ms since the epoch as float8: a number over both drivers, where a raw timestamptz is not.
      paidAt: sql<number | null>`(extract(epoch from paid_at) * 1000)::float8`,
      isNew: sql<boolean | null>`is_new`,
      debitOutcome: sql<LedgerAnswer['outcome'] | null>`debit_outcome`,
      // bigint travels as text over node-postgres: float8 is exact for any id below 2^53.
      entryId: sql<number | null>`entry_id::float8`,
      balance: sql<number | null>`balance`,
      dailyLeft: sql<number | null>`daily_left`,
    })
    .from(
      sql`buy_tip(${purchase.userId}, ${purchase.tipId}, ${purchase.reason}, ${purchase.idempotencyKey}, ${terms.now.toISOString()}, ${terms.dayFrom.toISOString()}, ${terms.dayTo.toISOString()}, ${terms.dailyLimit})`,
    );
  if (!row) throw new Error('buy_tip answered nothing');
  const { outcome, price, paidAt, isNew, debitOutcome, entryId, balance, dailyLeft } = row;
  if (outcome !== 'debited') return { outcome };
  if (price === null || debitOutcome === null) throw new Error(`buy_tip answered tip ${purchase.tipId} without its debit`);
  return {
    outcome,
    price,
    debit: { outcome: debitOutcome, entryId, balance, dailyLeft },
    purchase: paidAt === null ? null : { paidAt: new Date(paidAt), isNew: isNew === true },
  };
}

/** A page of the user's purchases, newest first, and how many there are. */
export async function pageOfPurchases(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: PurchaseRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(purchaseColumns)
      .from(tipPurchases)
      .where(eq(tipPurchases.userId, userId))
      .orderBy(desc(tipPurchases.createdAt), desc(tipPurchases.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(tipPurchases).where(eq(tipPurchases.userId, userId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
