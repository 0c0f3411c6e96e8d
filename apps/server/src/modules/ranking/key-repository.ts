import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, ingestKeys } from '../../db/schema/ranking';

// The platforms' stored ingest keys (hashes only) and the ingest health read off the bets.

export type IngestKeyRow = typeof ingestKeys.$inferSelect;

/** The ids and hashes of a platform's keys not revoked: what the ingest route compares against, per request. */
export async function findLiveKeyHashes(db: Db, platform: string): Promise<{ id: number; keyHash: string }[]> {
  return db
    .select({ id: ingestKeys.id, keyHash: ingestKeys.keyHash })
    .from(ingestKeys)
    .where(and(eq(ingestKeys.platform, platform), isNull(ingestKeys.revokedAt)));
}

/** Holds a platform's keys for the rest of the transaction: two rotations at once cannot both leave a key live. */
export async function lockPlatformKeys(tx: Db, platform: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ranking-ingest-keys:${platform}`}))`);
}

export async function findLiveKeys(tx: Db, platform: string): Promise<IngestKeyRow[]> {
  return tx
    .select()
    .from(ingestKeys)
    .where(and(eq(ingestKeys.platform, platform), isNull(ingestKeys.revokedAt)));
}

export async function insertKey(tx: Db, row: typeof ingestKeys.$inferInsert): Promise<IngestKeyRow> {
  const [made] = await tx.insert(ingestKeys).values(row).returning();
  if (!made) throw new Error('insert returned no row');
  return made;
}

/** Marks a platform's live keys revoked (a state: the rows stay); answers the ones it revoked. */
export async function revokeLiveKeys(tx: Db, platform: string, at: Date, by: string): Promise<IngestKeyRow[]> {
  return tx
    .update(ingestKeys)
    .set({ revokedAt: at, revokedBy: by })
    .where(and(eq(ingestKeys.platform, platform), isNull(ingestKeys.revokedAt)))
    .returning();
}

/** Every key, newest first (a handful per platform: one live, the rest history). */
export async function listKeys(db: Db): Promise<IngestKeyRow[]> {
  return db.select().from(ingestKeys).orderBy(desc(ingestKeys.createdAt), desc(ingestKeys.id));
}

/** When a platform's bets were last written (created or changed by an ingest), one index step per platform. */
export async function lastBetWrites(db: Db, platforms: readonly string[]): Promise<Map<string, Date | null>> {
  const rows = await Promise.all(
    platforms.map(async (platform) => {
      const [row] = await db.select({ at: max(bets.updatedAt) }).from(bets).where(eq(bets.platform, platform));
      return [platform, row?.at ?? null] as const;
    }),
  );
  return new Map(rows);
}
