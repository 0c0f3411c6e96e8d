import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forumPhotos } from '../../db/schema/forum';

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** The forum's photo rows: uploads, what a thread takes, and the sweep of orphans and bytes left by older versions. */

/**
 * A photo's row, written after its bytes are in the store. The same bytes uploaded again while no thread has
 * taken them become the new uploader's, from now (so the orphan sweep counts from the latest upload).
 */
export async function insertPhoto(db: Db, values: typeof forumPhotos.$inferInsert): Promise<void> {
  await db
    .insert(forumPhotos)
    .values(values)
    .onConflictDoUpdate({
      target: forumPhotos.id,
      set: { userId: sql`excluded.user_id`, createdAt: sql`excluded.created_at` },
      where: sql`${forumPhotos.attachedAt} is null`,
    });
}

export async function findPhoto(db: Db, photoId: string) {
  const [row] = await db
    .select({
      contentType: forumPhotos.contentType,
      etag: forumPhotos.etag,
      userId: forumPhotos.userId,
      attached: sql<boolean>`${forumPhotos.attachedAt} is not null`,
      // Photos stored before the photo store, until the start moves them out.
      bytes: forumPhotos.bytes,
    })
    .from(forumPhotos)
    .where(eq(forumPhotos.id, photoId))
    .limit(1);
  return row ?? null;
}

/** A user's uploads since `sinceMs`: how many and their bytes, and how many since `recentMs` (rate). */
export async function uploadsSince(db: Db, userId: number, sinceMs: number, recentMs: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${forumPhotos.size}), 0)::float8`,
      recent: sql<number>`(count(*) filter (where ${forumPhotos.createdAt} > ${at(recentMs)}))::int`,
    })
    .from(forumPhotos)
    .where(and(eq(forumPhotos.userId, userId), sql`${forumPhotos.createdAt} > ${at(sinceMs)}`));
  return { count: row?.count ?? 0, bytes: Number(row?.bytes ?? 0), recent: row?.recent ?? 0 };
}

/** Which of `ids` are stored photos. */
export async function storedPhotoIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: forumPhotos.id }).from(forumPhotos).where(inArray(forumPhotos.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Marks photos as taken by a thread (no longer orphans); which of `ids` are still there. */
export async function attachPhotos(tx: Db, ids: string[], atMs: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .update(forumPhotos)
    .set({ attachedAt: sql`coalesce(${forumPhotos.attachedAt}, ${at(atMs)})` })
    .where(inArray(forumPhotos.id, ids))
    .returning({ id: forumPhotos.id });
  return new Set(rows.map((row) => row.id));
}

/** Deletes up to `limit` photos no thread took that were uploaded at or before `beforeMs`; their ids. */
export async function deleteOrphans(db: Db, beforeMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .delete(forumPhotos)
    .where(
      inArray(
        forumPhotos.id,
        db
          .select({ id: forumPhotos.id })
          .from(forumPhotos)
          .where(and(isNull(forumPhotos.attachedAt), lte(forumPhotos.createdAt, new Date(beforeMs))))
          .limit(limit),
      ),
    )
    .returning({ id: forumPhotos.id });
  return rows.map((row) => row.id);
}

export async function photoExists(db: Db, photoId: string): Promise<boolean> {
  const [row] = await db.select({ id: forumPhotos.id }).from(forumPhotos).where(eq(forumPhotos.id, photoId)).limit(1);
  return row !== undefined;
}

/** One photo whose bytes are still in the database (stored before the photo store), or null. */
export async function photoWithBytes(db: Db): Promise<{ id: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ id: forumPhotos.id, bytes: forumPhotos.bytes })
    .from(forumPhotos)
    .where(isNotNull(forumPhotos.bytes))
    .limit(1);
  return row?.bytes ? { id: row.id, bytes: row.bytes } : null;
}

/** The photo's bytes are in the store now: the database lets go of its copy. */
export async function clearPhotoBytes(db: Db, photoId: string): Promise<void> {
  await db.update(forumPhotos).set({ bytes: null }).where(eq(forumPhotos.id, photoId));
}
