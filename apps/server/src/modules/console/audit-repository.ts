import { asc, count, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/console';

export type AuditRow = typeof auditLog.$inferSelect;

/** One lock key for the whole log: appends take turns, so each links to the one before it. */
const AUDIT_LOCK_KEY = 27_027;

/** Takes the log's append lock until the transaction ends and answers the last entry's hash ('' for none). */
export async function lockAuditTail(tx: Db): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`);
  const [last] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return last?.hash ?? '';
}

export async function insertAudit(tx: Db, row: typeof auditLog.$inferInsert): Promise<AuditRow> {
  const [inserted] = await tx.insert(auditLog).values(row).returning();
  if (!inserted) throw new Error('audit insert returned nothing');
  return inserted;
}

export async function findAuditPage(db: Db, page: number, size: number): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Entries after `afterId` in id order, `limit` at a time (verification walks the whole log in batches). */
export async function findAuditBatch(db: Db, afterId: number, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id)).limit(limit);
}
