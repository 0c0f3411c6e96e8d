import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forumLikes, forumReplies, forumReports, forumThreads } from '../../db/schema/forum';
import { hotSql, type TargetType } from './repository';

/** Likes and reports on threads and replies: the rows and the counts they move, in the caller's transaction. */

const tableOf = (targetType: TargetType) => (targetType === 'thread' ? forumThreads : forumReplies);

/** Locks a thread or reply row until the transaction ends: its author, likes and whether it is hidden. */
export async function lockTarget(tx: Db, targetType: TargetType, targetId: number) {
  const table = tableOf(targetType);
  const [row] = await tx
    .select({ userId: table.userId, likeCount: table.likeCount, hidden: table.hidden })
    .from(table)
    .where(eq(table.id, targetId))
    .for('update');
  return row ?? null;
}

/** Takes the user's like back; false when there was none. */
export async function deleteLike(tx: Db, targetType: TargetType, targetId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(forumLikes)
    .where(and(eq(forumLikes.targetType, targetType), eq(forumLikes.targetId, targetId), eq(forumLikes.userId, userId)))
    .returning({ userId: forumLikes.userId });
  return rows.length > 0;
}

export async function insertLike(tx: Db, targetType: TargetType, targetId: number, userId: number, atMs: number) {
  await tx.insert(forumLikes).values({ targetType, targetId, userId, createdAt: new Date(atMs) });
}

/** Moves a thread's or reply's like count (and a thread's hot score) by `delta`; the new count. */
export async function addLikes(tx: Db, targetType: TargetType, targetId: number, delta: 1 | -1): Promise<number> {
  const rows =
    targetType === 'thread'
      ? await tx
          .update(forumThreads)
          .set({
            likeCount: sql`${forumThreads.likeCount} + ${delta}`,
            hot: hotSql(sql`(${forumThreads.likeCount} + ${delta})`, sql`${forumThreads.replyCount}`),
          })
          .where(eq(forumThreads.id, targetId))
          .returning({ likeCount: forumThreads.likeCount })
      : await tx
          .update(forumReplies)
          .set({ likeCount: sql`${forumReplies.likeCount} + ${delta}` })
          .where(eq(forumReplies.id, targetId))
          .returning({ likeCount: forumReplies.likeCount });
  return rows[0]?.likeCount ?? 0;
}

/** The user's report, unless they already made one (null then). */
export async function insertReport(tx: Db, values: typeof forumReports.$inferInsert): Promise<number | null> {
  const [row] = await tx.insert(forumReports).values(values).onConflictDoNothing().returning({ id: forumReports.id });
  return row?.id ?? null;
}

/**
 * Counts one more report; the `hideAt`-th hides the thread or reply until it is reviewed. The thread of a reply
 * this report hid (null when it stays visible or is a thread), so the caller can take it out of the count.
 */
export async function countReport(
  tx: Db,
  targetType: TargetType,
  targetId: number,
  hideAt: number,
): Promise<{ hidThreadReply: number | null }> {
  if (targetType === 'thread') {
    await tx
      .update(forumThreads)
      .set({
        reportCount: sql`${forumThreads.reportCount} + 1`,
        hidden: sql`${forumThreads.hidden} or ${forumThreads.reportCount} + 1 >= ${hideAt}`,
      })
      .where(eq(forumThreads.id, targetId));
    return { hidThreadReply: null };
  }
  // The caller locked the reply and saw it visible, so hidden after this update means this report hid it.
  const [row] = await tx
    .update(forumReplies)
    .set({
      reportCount: sql`${forumReplies.reportCount} + 1`,
      hidden: sql`${forumReplies.hidden} or ${forumReplies.reportCount} + 1 >= ${hideAt}`,
    })
    .where(eq(forumReplies.id, targetId))
    .returning({ hidden: forumReplies.hidden, threadId: forumReplies.threadId });
  return { hidThreadReply: row?.hidden ? row.threadId : null };
}
