import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { GoldAdjustmentState } from '@sport/contract/console';
import type { Db } from '../../db/client';
import { goldAdjustments } from '../../db/schema/console-gold';

export type GoldAdjustmentRow = typeof goldAdjustments.$inferSelect;

/**
 * Inserts the adjustment unless its idempotency key is already stored; answers the row and whether it is new. A
 * concurrent insert of the same key waits on the unique index, then finds the first one's row.
 */
export async function insertAdjustment(
  tx: Db,
  row: typeof goldAdjustments.$inferInsert,
): Promise<{ row: GoldAdjustmentRow; created: boolean }> {
  const [inserted] = await tx.insert(goldAdjustments).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await tx
    .select()
    .from(goldAdjustments)
    .where(eq(goldAdjustments.idempotencyKey, row.idempotencyKey))
    .limit(1);
  if (!existing) throw new Error('adjustment neither inserted nor found');
  return { row: existing, created: false };
}

/** The adjustment, locked until the transaction ends: two decisions on one proposal take turns. */
export async function lockAdjustment(tx: Db, id: number): Promise<GoldAdjustmentRow | null> {
  const [row] = await tx.select().from(goldAdjustments).where(eq(goldAdjustments.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateAdjustment(
  tx: Db,
  id: number,
  set: Partial<typeof goldAdjustments.$inferInsert>,
): Promise<GoldAdjustmentRow> {
  const [row] = await tx.update(goldAdjustments).set(set).where(eq(goldAdjustments.id, id)).returning();
  if (!row) throw new Error('adjustment update returned nothing');
  return row;
}

export async function findAdjustmentPage(
  db: Db,
  filter: { state?: GoldAdjustmentState; userId?: number },
  page: number,
  size: number,
): Promise<{ rows: GoldAdjustmentRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(goldAdjustments.state, filter.state));
  if (filter.userId) conditions.push(eq(goldAdjustments.userId, filter.userId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(goldAdjustments)
      .where(where)
      .orderBy(desc(goldAdjustments.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(goldAdjustments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
