import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forumReplies, forumReports, forumThreads } from '../../db/schema/forum';
import type { ReportRow } from '../../lib/moderation';
import { hotSql, type ReplyRow, type TargetType, type ThreadRow } from './repository';

/** Waiting for a moderator: hidden and not removed, or reported and never reviewed. */
const waiting = (table: typeof forumThreads | typeof forumReplies) =>
  and(isNull(table.removedAt), or(table.hidden, and(gt(table.reportCount, 0), isNull(table.reviewedAt))));

export async function findThreadQueue(db: Db, limit: number): Promise<ThreadRow[]> {
  return db.select().from(forumThreads).where(waiting(forumThreads)).orderBy(desc(forumThreads.id)).limit(limit);
}

export async function findReplyQueue(db: Db, limit: number): Promise<ReplyRow[]> {
  return db.select().from(forumReplies).where(waiting(forumReplies)).orderBy(desc(forumReplies.id)).limit(limit);
}

export async function findForumReports(db: Db, targetType: TargetType, ids: readonly number[]): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      targetId: forumReports.targetId,
      userId: forumReports.userId,
      categoryId: forumReports.cateId,
      content: forumReports.content,
      createdAt: forumReports.createdAt,
    })
    .from(forumReports)
    .where(and(eq(forumReports.targetType, targetType), inArray(forumReports.targetId, [...ids])))
    .orderBy(forumReports.id);
}

export async function lockThreadRow(tx: Db, id: number): Promise<ThreadRow | null> {
  const [row] = await tx.select().from(forumThreads).where(eq(forumThreads.id, id)).for('update');
  return row ?? null;
}

export async function lockReplyRow(tx: Db, id: number): Promise<ReplyRow | null> {
  const [row] = await tx.select().from(forumReplies).where(eq(forumReplies.id, id)).for('update');
  return row ?? null;
}

export interface Decision {
  hidden: boolean;
  removedAt: Date | null;
  removalReason: string | null;
  reviewedAt: Date;
}

export async function setThreadDecision(tx: Db, id: number, set: Decision): Promise<ThreadRow> {
  const [row] = await tx.update(forumThreads).set(set).where(eq(forumThreads.id, id)).returning();
  if (!row) throw new Error('moderated thread vanished');
  return row;
}

export async function setReplyDecision(tx: Db, id: number, set: Decision): Promise<ReplyRow> {
  const [row] = await tx.update(forumReplies).set(set).where(eq(forumReplies.id, id)).returning();
  if (!row) throw new Error('moderated reply vanished');
  return row;
}

/** A reply shown again (+1) or taken out (-1): the thread's reply count and its hot score follow. */
export async function moveReplyCount(tx: Db, threadId: number, delta: 1 | -1): Promise<void> {
  const replies = sql`greatest(0, ${forumThreads.replyCount} + ${delta})`;
  await tx
    .update(forumThreads)
    .set({ replyCount: replies, hot: hotSql(sql`${forumThreads.likeCount}`, replies) })
    .where(eq(forumThreads.id, threadId));
}
