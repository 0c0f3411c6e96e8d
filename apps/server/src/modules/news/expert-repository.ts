import { and, asc, count, countDistinct, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expertFollows, expertProfiles, tipPurchases, tips } from '../../db/schema/news';

/** The experts as shown: what changes only with their profile (follower and sale counts are read apart). */
export async function findExpertProfiles(db: Db) {
  return db
    .select({
      id: expertProfiles.userId,
      name: expertProfiles.name,
      headUrl: expertProfiles.headUrl,
      tag: expertProfiles.tag,
      profile: expertProfiles.profile,
      introduction: expertProfiles.introduction,
      isTripartite: expertProfiles.isTripartite,
      hotStatus: expertProfiles.hotStatus,
      revokedAt: expertProfiles.revokedAt,
    })
    .from(expertProfiles)
    .orderBy(asc(expertProfiles.userId));
}
/** Every expert's display name (a registration checks a new nickname against them). */
export async function findExpertNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: expertProfiles.name }).from(expertProfiles);
  return rows.map((r) => r.name);
}

export type ExpertProfileRow = Awaited<ReturnType<typeof findExpertProfiles>>[number];

/** Per expert: tips published (hidden ones too: they stay in the chain), tips on sale at `now` (not hidden). */
export async function findTipCounts(db: Db, now: Date) {
  return db
    .select({
      expertId: tips.expertId,
      published: count(),
      onSale: sql<number>`count(*) filter (where ${tips.result} is null and ${tips.firstKickoffAt} > ${now} and ${tips.hiddenAt} is null)`.mapWith(
        Number,
      ),
    })
    .from(tips)
    .groupBy(tips.expertId);
}

/** Per expert: purchases of their tips and distinct buyers. */
export async function findPurchaseCounts(db: Db) {
  return db
    .select({ expertId: tips.expertId, ordered: count(), buyers: countDistinct(tipPurchases.userId) })
    .from(tipPurchases)
    .innerJoin(tips, eq(tips.id, tipPurchases.tipId))
    .groupBy(tips.expertId);
}

/** Per expert: the follower count. */
export async function findFollowerCounts(db: Db) {
  return db.select({ expertId: expertProfiles.userId, followers: expertProfiles.followerCount }).from(expertProfiles);
}

export interface ExpertCounts {
  followers: number;
  /** Purchases of the expert's tips. */
  ordered: number;
  /** Distinct buyers of them. */
  buyers: number;
}

/** One expert's follower and sale counts; null: no such expert. */
export async function findExpertCounts(db: Db, expertId: number): Promise<ExpertCounts | null> {
  const [[profile], [sales]] = await Promise.all([
    db
      .select({ followers: expertProfiles.followerCount })
      .from(expertProfiles)
      .where(eq(expertProfiles.userId, expertId)),
    db
      .select({ ordered: count(), buyers: countDistinct(tipPurchases.userId) })
      .from(tipPurchases)
      .innerJoin(tips, eq(tips.id, tipPurchases.tipId))
      .where(eq(tips.expertId, expertId)),
  ]);
  if (!profile) return null;
  return { followers: profile.followers, ordered: sales?.ordered ?? 0, buyers: sales?.buyers ?? 0 };
}

export async function findSettledTips(db: Db) {
  return db
    .select({
      expertId: tips.expertId,
      result: tips.result,
      profit: tips.profit,
      stake: tips.stake,
      id: tips.id,
      kickoffAt: tips.firstKickoffAt,
    })
    .from(tips)
    .where(and(isNotNull(tips.result), isNotNull(tips.settledAt)));
}

/** An expert whose role was not revoked: only they may publish. */
export async function isActiveExpert(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: expertProfiles.userId })
    .from(expertProfiles)
    .where(and(eq(expertProfiles.userId, userId), isNull(expertProfiles.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function findFollowedExpertIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: expertFollows.expertId })
    .from(expertFollows)
    .where(eq(expertFollows.userId, userId));
  return rows.map((r) => r.id);
}

/** Follows or unfollows; the follower count moves by one only when the follow row changed. Null: no such expert. */
export async function setExpertFollow(
  db: Db,
  userId: number,
  expertId: number,
  follow: boolean,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [expert] = await tx
      .select({ id: expertProfiles.userId })
      .from(expertProfiles)
      .where(eq(expertProfiles.userId, expertId))
      .for('update');
    if (!expert) return null;
    const changed = follow
      ? await tx
          .insert(expertFollows)
          .values({ userId, expertId })
          .onConflictDoNothing()
          .returning({ id: expertFollows.expertId })
      : await tx
          .delete(expertFollows)
          .where(and(eq(expertFollows.userId, userId), eq(expertFollows.expertId, expertId)))
          .returning({ id: expertFollows.expertId });
    const step = changed.length === 0 ? 0 : follow ? 1 : -1;
    const [row] = await tx
      .update(expertProfiles)
      .set({ followerCount: sql`greatest(0, ${expertProfiles.followerCount} + ${step})` })
      .where(eq(expertProfiles.userId, expertId))
      .returning({ followerCount: expertProfiles.followerCount });
    return row?.followerCount ?? 0;
  });
}
