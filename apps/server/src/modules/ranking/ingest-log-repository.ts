import { and, desc, eq, gte, inArray, lt, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ingestLog } from '../../db/schema/ranking';

// The bet ingest's log: one row per call (never the key), bounded per platform.

export type IngestLogRow = typeof ingestLog.$inferSelect;

/** Writes one call's row and drops the platform's rows older than its newest `keep`: the log stays bounded. */
export async function insertIngestLog(tx: Db, row: typeof ingestLog.$inferInsert, keep: number): Promise<void> {
  await tx.insert(ingestLog).values(row);
  const [oldest] = await tx
    .select({ id: ingestLog.id })
    .from(ingestLog)
    .where(eq(ingestLog.platform, row.platform))
    .orderBy(desc(ingestLog.id))
    .offset(keep - 1)
    .limit(1);
  if (oldest) await tx.delete(ingestLog).where(and(eq(ingestLog.platform, row.platform), lt(ingestLog.id, oldest.id)));
}

/** Each platform's latest `limit` calls, newest first. */
export async function latestIngests(db: Db, platforms: readonly string[], limit: number): Promise<IngestLogRow[]> {
  const lists = await Promise.all(
    platforms.map((platform) =>
      db.select().from(ingestLog).where(eq(ingestLog.platform, platform)).orderBy(desc(ingestLog.id)).limit(limit),
    ),
  );
  return lists.flat();
}

/** Per platform: its last accepted call, and the calls and rows refused since `since`. */
export async function ingestHealth(db: Db, platforms: readonly string[], since: Date) {
  const [accepted, refused] = await Promise.all([
    db
      .select({ platform: ingestLog.platform, at: max(ingestLog.at) })
      .from(ingestLog)
      .where(and(inArray(ingestLog.platform, [...platforms]), eq(ingestLog.outcome, 'accepted')))
      .groupBy(ingestLog.platform),
    db
      .select({
        platform: ingestLog.platform,
        calls: sql<number>`count(*)::int`,
        rows: sql<number>`coalesce(sum(${ingestLog.refusedCount}), 0)::int`,
      })
      .from(ingestLog)
      .where(and(inArray(ingestLog.platform, [...platforms]), ne(ingestLog.outcome, 'accepted'), gte(ingestLog.at, since)))
      .groupBy(ingestLog.platform),
  ]);
  return { accepted, refused };
}
