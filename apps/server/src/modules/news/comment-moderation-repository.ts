import { and, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tips } from '../../db/schema/news';
import { tipCommentReports, tipComments } from '../../db/schema/news-comments';
import type { ReportRow } from '../../lib/moderation';

export type ModeratedComment = typeof tipComments.$inferSelect;

/** Waiting for a moderator: hidden and not removed, or reported and never reviewed. */
export async function findCommentQueue(db: Db, limit: number): Promise<ModeratedComment[]> {
  return db
    .select()
    .from(tipComments)
    .where(
      and(
        isNull(tipComments.removedAt),
        or(isNotNull(tipComments.hiddenAt), and(gt(tipComments.reportCount, 0), isNull(tipComments.reviewedAt))),
      ),
    )
    .orderBy(desc(tipComments.id))
    .limit(limit);
}

export async function findCommentReports(db: Db, ids: readonly number[]): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      targetId: tipCommentReports.commentId,
      userId: tipCommentReports.userId,
      categoryId: tipCommentReports.categoryId,
      content: tipCommentReports.content,
      createdAt: tipCommentReports.createdAt,
    })
    .from(tipCommentReports)
    .where(inArray(tipCommentReports.commentId, [...ids]))
    .orderBy(tipCommentReports.id);
}

/** The comment, locked until the transaction ends (a report racing the decision waits for it). */
export async function lockComment(tx: Db, id: number): Promise<ModeratedComment | null> {
  const [row] = await tx.select().from(tipComments).where(eq(tipComments.id, id)).for('update');
  return row ?? null;
}

export async function isCommentShown(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx.select({ hiddenAt: tipComments.hiddenAt }).from(tipComments).where(eq(tipComments.id, id));
  return row !== undefined && row.hiddenAt === null;
}

export async function countShownReplies(tx: Db, parentId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(tipComments)
    .where(and(eq(tipComments.parentId, parentId), isNull(tipComments.hiddenAt)));
  return row?.n ?? 0;
}

export async function setCommentDecision(
  tx: Db,
  id: number,
  set: { hiddenAt: Date | null; removedAt: Date | null; removalReason: string | null; reviewedAt: Date },
): Promise<ModeratedComment> {
  const [row] = await tx.update(tipComments).set(set).where(eq(tipComments.id, id)).returning();
  if (!row) throw new Error('moderated comment vanished');
  return row;
}

/** The tip's shown-comment count moves with what a decision shows or hides (never below 0). */
export async function moveTipCommentCount(tx: Db, tipId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .update(tips)
    .set({ commentCount: sql`greatest(${tips.commentCount} + ${delta}, 0)` })
    .where(eq(tips.id, tipId));
}
