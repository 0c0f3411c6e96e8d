import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expertProfiles, tipPurchases, tips } from '../../db/schema/news';

// The console's reads and writes of experts and of tips' hidden state (issue 27). Nothing here deletes a row or
// touches a tip's hashed content: a revoke and a hide are state columns beside it.

const expertColumns = {
  userId: expertProfiles.userId,
  name: expertProfiles.name,
  headUrl: expertProfiles.headUrl,
  createdAt: expertProfiles.createdAt,
  revokedAt: expertProfiles.revokedAt,
  revokedReason: expertProfiles.revokedReason,
  tips: sql<number>`(select count(*) from ${tips} where ${tips.expertId} = ${expertProfiles.userId})`.mapWith(Number),
  hiddenTips:
    sql<number>`(select count(*) from ${tips} where ${tips.expertId} = ${expertProfiles.userId} and ${tips.hiddenAt} is not null)`.mapWith(
      Number,
    ),
};

/** Experts whose name holds `text` or whose uid is `uid` (every expert with neither), active first. */
export async function findExperts(db: Db, text: string, uid: number | null, limit: number) {
  const parts: SQL[] = [];
  if (text !== '') parts.push(ilike(expertProfiles.name, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (uid !== null) parts.push(eq(expertProfiles.userId, uid));
  return db
    .select(expertColumns)
    .from(expertProfiles)
    .where(parts.length > 0 ? or(...parts) : undefined)
    .orderBy(sql`${expertProfiles.revokedAt} is not null`, asc(expertProfiles.userId))
    .limit(limit);
}
export type ExpertAdminRow = Awaited<ReturnType<typeof findExperts>>[number];

export async function findExpert(db: Db, userId: number): Promise<ExpertAdminRow | null> {
  const [row] = await db.select(expertColumns).from(expertProfiles).where(eq(expertProfiles.userId, userId));
  return row ?? null;
}

/** Of `userIds`, those with an expert profile (revoked or not). */
export async function expertIdsAmong(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: expertProfiles.userId })
    .from(expertProfiles)
    .where(inArray(expertProfiles.userId, [...userIds]));
  return new Set(rows.map((r) => r.id));
}

/** The expert's profile row, locked until the transaction ends (a publish takes the same lock); null: none. */
export async function lockExpert(tx: Db, userId: number) {
  const [row] = await tx
    .select({ revokedAt: expertProfiles.revokedAt, revokedReason: expertProfiles.revokedReason })
    .from(expertProfiles)
    .where(eq(expertProfiles.userId, userId))
    .for('update');
  return row ?? null;
}

export async function insertExpert(tx: Db, profile: { userId: number; name: string; headUrl: string }): Promise<void> {
  await tx.insert(expertProfiles).values(profile);
}

export async function setExpertRevoked(tx: Db, userId: number, revoked: { at: Date; reason: string } | null) {
  await tx
    .update(expertProfiles)
    .set({ revokedAt: revoked?.at ?? null, revokedReason: revoked?.reason ?? null })
    .where(eq(expertProfiles.userId, userId));
}

const tipColumns = {
  id: tips.id,
  expertId: tips.expertId,
  chainSeq: tips.chainSeq,
  title: tips.title,
  price: tips.price,
  publishedAt: tips.publishedAt,
  result: tips.result,
  hash: tips.hash,
  hiddenAt: tips.hiddenAt,
  hiddenReason: tips.hiddenReason,
  buyers: sql<number>`(select count(*) from ${tipPurchases} where ${tipPurchases.tipId} = ${tips.id})`.mapWith(Number),
};
export type AdminTipRow = Awaited<ReturnType<typeof findExpertTips>>['rows'][number];

/** A page of the expert's tips, newest in the chain first, hidden ones too, and how many there are. */
export async function findExpertTips(db: Db, expertId: number, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(tipColumns)
      .from(tips)
      .where(eq(tips.expertId, expertId))
      .orderBy(desc(tips.chainSeq))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(tips).where(eq(tips.expertId, expertId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The tip, its row locked until the transaction ends (two staff hiding it take turns); null: none. */
export async function lockTipForHide(tx: Db, tipId: number): Promise<AdminTipRow | null> {
  const [row] = await tx.select(tipColumns).from(tips).where(eq(tips.id, tipId)).for('update');
  return row ?? null;
}

/** Sets or clears the hidden state only: the hashed columns are never written here. */
export async function setTipHidden(tx: Db, tipId: number, hidden: { at: Date; reason: string } | null): Promise<void> {
  await tx
    .update(tips)
    .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null })
    .where(and(eq(tips.id, tipId), hidden === null ? undefined : isNull(tips.hiddenAt)));
}
