import { and, asc, count, desc, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commentBans, tipCommentLikes, tipCommentReports, tipComments } from '../../db/schema/news-comments';
import { tips } from '../../db/schema/news';

/** Key space of the per-user posting lock (pg_advisory_xact_lock(space, userId)); other keys are single bigints. */
const POST_LOCK_SPACE = 72_610_015;

const commentColumns = {
  id: tipComments.id,
  tipId: tipComments.tipId,
  userId: tipComments.userId,
  parentId: tipComments.parentId,
  content: tipComments.content,
  likedCount: tipComments.likedCount,
  createdAt: tipComments.createdAt,
};
export type CommentRow = Pick<typeof tipComments.$inferSelect, keyof typeof commentColumns>;

const visible = isNull(tipComments.hiddenAt);

export async function tipExists(db: Db, tipId: number): Promise<boolean> {
  const [row] = await db.select({ id: tips.id }).from(tips).where(eq(tips.id, tipId)).limit(1);
  return row !== undefined;
}

/** A comment still shown (not hidden pending review), or null. */
export async function findVisibleComment(db: Db, id: number) {
  const [row] = await db
    .select({ id: tipComments.id, tipId: tipComments.tipId, parentId: tipComments.parentId, userId: tipComments.userId })
    .from(tipComments)
    .where(and(eq(tipComments.id, id), visible))
    .limit(1);
  return row ?? null;
}

/** The ban in force for a user at `now`, or null. */
export async function findBan(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({ banText: commentBans.banText, until: commentBans.until })
    .from(commentBans)
    .where(and(eq(commentBans.userId, userId), or(isNull(commentBans.until), gt(commentBans.until, now))))
    .limit(1);
  return row ?? null;
}

export async function upsertBan(db: Db, userId: number, banText: string, until: Date | null): Promise<void> {
  await db
    .insert(commentBans)
    .values({ userId, banText, until })
    .onConflictDoUpdate({ target: commentBans.userId, set: { banText, until, createdAt: sql`now()` } });
}

export async function deleteBan(db: Db, userId: number): Promise<void> {
  await db.delete(commentBans).where(eq(commentBans.userId, userId));
}

export interface NewComment {
  tipId: number;
  userId: number;
  parentId: number | null;
  content: string;
  inSport: boolean;
  createdAt: Date;
}

/**
 * Inserts a comment unless the user posted within `intervalMs`: in one transaction under a per-user advisory
 * lock, so of two racing posts the second waits, then reads the first's time and is refused. Moves the tip's
 * comment count with it. Answers the row, or the time of the post that is too recent.
 */
export async function insertCommentSpaced(
  db: Db,
  comment: NewComment,
  intervalMs: number,
): Promise<{ row: CommentRow } | { lastPostAt: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${POST_LOCK_SPACE}, ${comment.userId})`);
    const [last] = await tx
      .select({ at: max(tipComments.createdAt) })
      .from(tipComments)
      .where(eq(tipComments.userId, comment.userId));
    const lastAt = last?.at ? last.at.getTime() : null;
    if (lastAt !== null && comment.createdAt.getTime() - lastAt < intervalMs) return { lastPostAt: lastAt };
    const [row] = await tx.insert(tipComments).values(comment).returning(commentColumns);
    if (!row) throw new Error('comment insert returned nothing');
    await tx
      .update(tips)
      .set({ commentCount: sql`${tips.commentCount} + 1` })
      .where(eq(tips.id, comment.tipId));
    return { row };
  });
}

/** One page of a tip's shown top-level comments, newest first, and how many there are. */
export async function findTopComments(db: Db, tipId: number, page: number, size: number) {
  const where = and(eq(tipComments.tipId, tipId), isNull(tipComments.parentId), visible);
  const rows = await db
    .select(commentColumns)
    .from(tipComments)
    .where(where)
    .orderBy(desc(tipComments.createdAt), desc(tipComments.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(tipComments).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The shown replies of these comments, oldest first (a thread reads down). */
export async function findReplies(db: Db, parentIds: number[]): Promise<CommentRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select(commentColumns)
    .from(tipComments)
    .where(and(inArray(tipComments.parentId, parentIds), visible))
    .orderBy(asc(tipComments.createdAt), asc(tipComments.id));
}

/** One page of a user's shown comments and replies, newest first. */
export async function findUserComments(db: Db, userId: number, page: number, size: number) {
  const where = and(eq(tipComments.userId, userId), visible);
  const rows = await db
    .select(commentColumns)
    .from(tipComments)
    .where(where)
    .orderBy(desc(tipComments.createdAt), desc(tipComments.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(tipComments).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Which of these comments the user likes. */
export async function findLikedIds(db: Db, userId: number, commentIds: number[]): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: tipCommentLikes.commentId })
    .from(tipCommentLikes)
    .where(and(eq(tipCommentLikes.userId, userId), inArray(tipCommentLikes.commentId, commentIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Likes the comment for the user, or takes the like back when there is one; the count moves by exactly the row
 * this call added or removed, in the same transaction. The comment's row is locked first (the count's update
 * would lock it anyway), so toggles of one comment run one after another: each sees the last one's like, and
 * an even number of taps leaves the count where it was. Answers null for a comment that is not there (or hidden).
 */
export async function toggleLike(
  db: Db,
  commentId: number,
  userId: number,
): Promise<{ likedCount: number; isLiked: boolean } | null> {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ hiddenAt: tipComments.hiddenAt })
      .from(tipComments)
      .where(eq(tipComments.id, commentId))
      .for('update');
    // Hidden by its fifth report since the caller looked: no longer liked, as for the caller who looks now.
    if (!comment || comment.hiddenAt !== null) return null;
    const mine = and(eq(tipCommentLikes.commentId, commentId), eq(tipCommentLikes.userId, userId));
    const takenBack = (await tx.delete(tipCommentLikes).where(mine).returning()).length > 0;
    if (!takenBack) await tx.insert(tipCommentLikes).values({ commentId, userId });
    const [row] = await tx
      .update(tipComments)
      .set({ likedCount: sql`${tipComments.likedCount} + ${takenBack ? -1 : 1}` })
      .where(eq(tipComments.id, commentId))
      .returning({ likedCount: tipComments.likedCount });
    return { likedCount: row?.likedCount ?? 0, isLiked: !takenBack };
  });
}

/**
 * Records one user's report of a comment; at `hideAt` distinct reports the comment is hidden pending review and
 * the tip's count loses it (and its shown replies, which leave the lists with it). The comment row is locked
 * first, so concurrent reports count one after another and the hiding happens exactly once.
 * Answers null when this user had already reported it.
 */
export async function addReport(
  db: Db,
  report: { commentId: number; userId: number; categoryId: number; content: string },
  hideAt: number,
  now: Date,
): Promise<{ reportId: number } | null> {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ tipId: tipComments.tipId, parentId: tipComments.parentId, hiddenAt: tipComments.hiddenAt })
      .from(tipComments)
      .where(eq(tipComments.id, report.commentId))
      .for('update');
    if (!comment) return null;
    const [inserted] = await tx
      .insert(tipCommentReports)
      .values(report)
      .onConflictDoNothing()
      .returning({ id: tipCommentReports.id });
    if (!inserted) return null;
    const [counted] = await tx
      .update(tipComments)
      .set({ reportCount: sql`${tipComments.reportCount} + 1` })
      .where(eq(tipComments.id, report.commentId))
      .returning({ reportCount: tipComments.reportCount });
    if (comment.hiddenAt === null && (counted?.reportCount ?? 0) >= hideAt) {
      await tx.update(tipComments).set({ hiddenAt: now }).where(eq(tipComments.id, report.commentId));
      let leaving = 1;
      if (comment.parentId === null) {
        const [replies] = await tx
          .select({ n: count() })
          .from(tipComments)
          .where(and(eq(tipComments.parentId, report.commentId), visible));
        leaving += replies?.n ?? 0;
      }
      await tx
        .update(tips)
        .set({ commentCount: sql`greatest(${tips.commentCount} - ${leaving}, 0)` })
        .where(eq(tips.id, comment.tipId));
    }
    return { reportId: inserted.id };
  });
}
