import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tipPurchases, tips } from '../../db/schema/news';

/** What a buy needs to know of a tip. */
export interface TipForSale {
  id: number;
  expertId: number;
  price: number;
  firstKickoffAt: Date;
  /** Non-null once settled. */
  result: string | null;
}

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

/**
 * The tip, key-share-locked until the buy's transaction ends, with the user's purchase of it if any (one
 * statement). The settlement takes the row for update before it refunds the buyers, so a purchase either lands
 * before a settlement (and is refunded with the others) or sees the tip settled and is refused — never paid for
 * in between and missed. Key share is the lock the purchase row's foreign key takes anyway, so concurrent
 * buyers of one tip share it at no extra cost.
 */
export async function lockTipForSale(
  tx: Db,
  tipId: number,
  userId: number,
): Promise<{ tip: TipForSale; bought: PurchaseRow | null } | null> {
  const [row] = await tx
    .select({
      id: tips.id,
      expertId: tips.expertId,
      price: tips.price,
      firstKickoffAt: tips.firstKickoffAt,
      result: tips.result,
      purchaseId: tipPurchases.id,
      purchasePrice: tipPurchases.price,
      purchasedAt: tipPurchases.createdAt,
    })
    .from(tips)
    .leftJoin(tipPurchases, and(eq(tipPurchases.tipId, tips.id), eq(tipPurchases.userId, userId)))
    .where(eq(tips.id, tipId))
    .for('key share', { of: tips });
  if (!row) return null;
  const { purchaseId, purchasePrice, purchasedAt, ...tip } = row;
  const bought =
    purchaseId !== null && purchasePrice !== null && purchasedAt !== null
      ? { id: purchaseId, tipId, price: purchasePrice, createdAt: purchasedAt }
      : null;
  return { tip, bought };
}

export async function findPurchase(db: Db, userId: number, tipId: number): Promise<PurchaseRow | null> {
  const [row] = await db
    .select(purchaseColumns)
    .from(tipPurchases)
    .where(and(eq(tipPurchases.userId, userId), eq(tipPurchases.tipId, tipId)))
    .limit(1);
  return row ?? null;
}

/** The purchase row; null when (user, tip) already has one (the unique index decides, not a read before). */
export async function insertPurchase(
  tx: Db,
  row: { userId: number; tipId: number; price: number; walletEntryId: number; createdAt: Date },
): Promise<PurchaseRow | null> {
  const [inserted] = await tx.insert(tipPurchases).values(row).onConflictDoNothing().returning(purchaseColumns);
  return inserted ?? null;
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
