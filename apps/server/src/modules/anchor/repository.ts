import { and, asc, count, desc, eq, gt, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hostFollows, hostMoments, hostSchedules, hosts, matchBookings, momentLikes, userSpecialRooms } from '../../db/schema/anchor';

export type HostRow = typeof hosts.$inferSelect;
export type NewHost = typeof hosts.$inferInsert;
export type NewSchedule = typeof hostSchedules.$inferInsert;
export type NewMoment = typeof hostMoments.$inferInsert;

export const findHosts = (db: Db): Promise<HostRow[]> => db.select().from(hosts).orderBy(asc(hosts.sort), asc(hosts.id));

export type ScheduleRow = Pick<
  typeof hostSchedules.$inferSelect,
  'id' | 'hostId' | 'matchId' | 'matchSource' | 'startAt' | 'streamUrl'
>;

/** The schedule entries of the given matches (the matches of the window, from the football service), cancelled ones left out. */
export async function findSchedules(db: Db, matchIds: readonly number[]): Promise<ScheduleRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .select({
      id: hostSchedules.id,
      hostId: hostSchedules.hostId,
      matchId: hostSchedules.matchId,
      matchSource: hostSchedules.matchSource,
      startAt: hostSchedules.startAt,
      streamUrl: hostSchedules.streamUrl,
    })
    .from(hostSchedules)
    .where(and(inArray(hostSchedules.matchId, [...matchIds]), isNull(hostSchedules.cancelledAt)))
    .orderBy(asc(hostSchedules.id));
}

export async function insertHosts(db: Db, rows: NewHost[]): Promise<void> {
  if (rows.length > 0) await db.insert(hosts).values(rows).onConflictDoNothing();
}

export async function insertSchedules(db: Db, rows: NewSchedule[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(hostSchedules).values(rows).onConflictDoNothing().returning({ id: hostSchedules.id });
  return inserted.length;
}

export async function insertMoments(db: Db, rows: NewMoment[]): Promise<void> {
  if (rows.length > 0) await db.insert(hostMoments).values(rows);
}

export async function insertSpecialRooms(db: Db, userId: number, roomIds: number[]): Promise<void> {
  if (roomIds.length === 0) return;
  await db
    .insert(userSpecialRooms)
    .values(roomIds.map((roomId) => ({ userId, roomId })))
    .onConflictDoNothing();
}

export async function countHosts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(hosts);
  return row?.n ?? 0;
}

export async function findSpecialRoomIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roomId: userSpecialRooms.roomId })
    .from(userSpecialRooms)
    .where(eq(userSpecialRooms.userId, userId))
    .orderBy(asc(userSpecialRooms.roomId));
  return rows.map((r) => r.roomId);
}

export async function findFollowedHostIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ hostId: hostFollows.hostId })
    .from(hostFollows)
    .where(eq(hostFollows.userId, userId))
    .orderBy(asc(hostFollows.hostId));
  return rows.map((r) => r.hostId);
}

/** Follows or unfollows; the count moves only when the follow row really changed. Answers the new count. */
export async function setFollow(db: Db, userId: number, hostId: number, follow: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = follow
      ? await tx.insert(hostFollows).values({ userId, hostId }).onConflictDoNothing().returning({ hostId: hostFollows.hostId })
      : await tx
          .delete(hostFollows)
          .where(and(eq(hostFollows.userId, userId), eq(hostFollows.hostId, hostId)))
          .returning({ hostId: hostFollows.hostId });
    const step = changed.length === 0 ? 0 : follow ? 1 : -1;
    const [row] = await tx
      .update(hosts)
      .set({ followerCount: sql`greatest(0, ${hosts.followerCount} + ${step})` })
      .where(eq(hosts.id, hostId))
      .returning({ followerCount: hosts.followerCount });
    return row?.followerCount ?? 0;
  });
}

export async function addBooking(db: Db, userId: number, matchId: number, hostId: number): Promise<void> {
  await db.insert(matchBookings).values({ userId, matchId, hostId }).onConflictDoNothing();
}

export async function removeBooking(db: Db, userId: number, matchId: number, hostId: number): Promise<void> {
  await db
    .delete(matchBookings)
    .where(and(eq(matchBookings.userId, userId), eq(matchBookings.matchId, matchId), eq(matchBookings.hostId, hostId)));
}

export function findBookings(db: Db, userId: number) {
  return db
    .select({ matchId: matchBookings.matchId, hostId: matchBookings.hostId })
    .from(matchBookings)
    .where(eq(matchBookings.userId, userId))
    .orderBy(asc(matchBookings.createdAt), asc(matchBookings.matchId));
}

export interface MomentQuery {
  hostIds: number[];
  /** 1 newest first, 2 most liked first. */
  sort: number;
  limit: number;
  offset: number;
}

const momentColumns = {
  id: hostMoments.id,
  hostId: hostMoments.hostId,
  content: hostMoments.content,
  photos: hostMoments.photos,
  likedCount: hostMoments.likedCount,
  createdAt: hostMoments.createdAt,
};

export async function findMoments(db: Db, q: MomentQuery) {
  if (q.hostIds.length === 0) return { rows: [], total: 0 };
  const where = inArray(hostMoments.hostId, q.hostIds);
  const order: SQL[] =
    q.sort === 2
      ? [desc(hostMoments.likedCount), desc(hostMoments.createdAt), desc(hostMoments.id)]
      : [desc(hostMoments.createdAt), desc(hostMoments.id)];
  const rows = await db
    .select(momentColumns)
    .from(hostMoments)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(hostMoments).where(where);
  return { rows, total: total?.n ?? 0 };
}
export type MomentRow = Awaited<ReturnType<typeof findMoments>>['rows'][number];

export async function findMomentHost(db: Db, momentId: number): Promise<number | null> {
  const [row] = await db.select({ hostId: hostMoments.hostId }).from(hostMoments).where(eq(hostMoments.id, momentId)).limit(1);
  return row?.hostId ?? null;
}

/**
 * Adds up to `count` likes from one user to one moment, never letting that user's total pass `cap`.
 * The row lock keeps two concurrent batches from both passing the cap: the second waits for the first's
 * commit and reads its count. Answers the moment's new total and the user's own count.
 */
export async function addMomentLikes(
  db: Db,
  userId: number,
  momentId: number,
  count: number,
  cap: number,
): Promise<{ likedCount: number; myLikes: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(momentLikes).values({ userId, momentId, count: 0 }).onConflictDoNothing();
    const [mine] = await tx
      .select({ count: momentLikes.count })
      .from(momentLikes)
      .where(and(eq(momentLikes.userId, userId), eq(momentLikes.momentId, momentId)))
      .for('update');
    const before = mine?.count ?? 0;
    const added = Math.max(0, Math.min(count, cap - before));
    const myLikes = before + added;
    if (added > 0) {
      await tx
        .update(momentLikes)
        .set({ count: sql`${momentLikes.count} + ${added}` })
        .where(and(eq(momentLikes.userId, userId), eq(momentLikes.momentId, momentId)));
      const [row] = await tx
        .update(hostMoments)
        .set({ likedCount: sql`${hostMoments.likedCount} + ${added}` })
        .where(eq(hostMoments.id, momentId))
        .returning({ likedCount: hostMoments.likedCount });
      return { likedCount: row?.likedCount ?? 0, myLikes };
    }
    const [row] = await tx.select({ likedCount: hostMoments.likedCount }).from(hostMoments).where(eq(hostMoments.id, momentId));
    return { likedCount: row?.likedCount ?? 0, myLikes };
  });
}

/** Every moment one user liked, with how many of its likes are theirs. */
export async function findUserMomentLikes(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ momentId: momentLikes.momentId, count: momentLikes.count })
    .from(momentLikes)
    .where(and(eq(momentLikes.userId, userId), gt(momentLikes.count, 0)));
  return new Map(rows.map((r) => [r.momentId, r.count]));
}

/** Likes each host's moments of the week collected (moments created since `since`). */
export async function findWeeklyLikes(db: Db, since: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ hostId: hostMoments.hostId, likes: sql<number>`coalesce(sum(${hostMoments.likedCount}), 0)::int` })
    .from(hostMoments)
    .where(gte(hostMoments.createdAt, since))
    .groupBy(hostMoments.hostId);
  return new Map(rows.map((r) => [r.hostId, Number(r.likes)]));
}
