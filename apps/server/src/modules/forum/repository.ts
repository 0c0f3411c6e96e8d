import { and, asc, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  forumBoards,
  forumLikes,
  forumPosters,
  forumReplies,
  forumReports,
  forumThreads,
} from '../../db/schema/forum';
import type { Cursor } from './cursor';
import { HOT_AGE_UNIT_S, HOT_EPOCH_S } from './hot';

export type ThreadRow = typeof forumThreads.$inferSelect;
export type ReplyRow = typeof forumReplies.$inferSelect;
export type TargetType = 'thread' | 'reply';
export type ThreadOrder = 'latest' | 'hot' | 'id';

const visibleThread = sql`not ${forumThreads.hidden}`;
const visibleReply = sql`not ${forumReplies.hidden}`;
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** hot.ts's formula over a thread's row, for the UPDATE that changes its likes or replies. */
export const hotSql = (likes: SQL, replies: SQL) =>
  sql`log(greatest(1, ${likes} + 2 * ${replies})::float8) + (extract(epoch from ${forumThreads.createdAt})::float8 - ${HOT_EPOCH_S}::float8) / ${HOT_AGE_UNIT_S}::float8`;

export async function listBoards(db: Db) {
  return db
    .select({
      id: forumBoards.id,
      code: forumBoards.code,
      name: forumBoards.name,
      intro: forumBoards.intro,
      // Written out: in a one-table select drizzle leaves column names unqualified, and inside the subquery an
      // unqualified "id" would be the thread's.
      threadCount: sql<number>`(select count(*) from "forum_threads" t where t."board_id" = "forum_boards"."id" and not t."hidden")::int`,
      latestMs: sql<
        number | null
      >`(select extract(epoch from max(t."created_at")) * 1000 from "forum_threads" t where t."board_id" = "forum_boards"."id" and not t."hidden")::float8`,
    })
    .from(forumBoards)
    .orderBy(asc(forumBoards.sort), asc(forumBoards.id));
}

export async function boardExists(db: Db, boardId: number): Promise<boolean> {
  const [row] = await db.select({ id: forumBoards.id }).from(forumBoards).where(eq(forumBoards.id, boardId)).limit(1);
  return row !== undefined;
}

/** Visible threads in one order, after a cursor; `limit` rows (ask one more than shown to learn of a next page). */
export async function findThreads(
  db: Db,
  opts: { order: ThreadOrder; boardId?: number; userId?: number; after?: Cursor; limit: number },
): Promise<ThreadRow[]> {
  const where: SQL[] = [visibleThread];
  if (opts.boardId !== undefined) where.push(eq(forumThreads.boardId, opts.boardId));
  if (opts.userId !== undefined) where.push(eq(forumThreads.userId, opts.userId));
  const { after } = opts;
  // Row comparisons in the indexes' order (desc nulls last), so each page is an index range.
  if (opts.order === 'latest') {
    if (after) where.push(sql`(${forumThreads.lastReplyAt}, ${forumThreads.id}) < (${at(after.key)}, ${after.id})`);
    return db
      .select()
      .from(forumThreads)
      .where(and(...where))
      .orderBy(sql`${forumThreads.lastReplyAt} desc nulls last`, sql`${forumThreads.id} desc nulls last`)
      .limit(opts.limit);
  }
  if (opts.order === 'hot') {
    if (after) where.push(sql`(${forumThreads.hot}, ${forumThreads.id}) < (${after.key}::float8, ${after.id})`);
    return db
      .select()
      .from(forumThreads)
      .where(and(...where))
      .orderBy(sql`${forumThreads.hot} desc nulls last`, sql`${forumThreads.id} desc nulls last`)
      .limit(opts.limit);
  }
  if (after) where.push(lt(forumThreads.id, after.id));
  return db
    .select()
    .from(forumThreads)
    .where(and(...where))
    .orderBy(desc(forumThreads.id))
    .limit(opts.limit);
}

export async function findThread(db: Db, threadId: number): Promise<ThreadRow | null> {
  const [row] = await db.select().from(forumThreads).where(eq(forumThreads.id, threadId)).limit(1);
  return row ?? null;
}

/** Visible replies of a thread from the floor after `afterFloor`, first floor first. */
export async function findReplies(db: Db, threadId: number, afterFloor: number, limit: number): Promise<ReplyRow[]> {
  return db
    .select()
    .from(forumReplies)
    .where(and(eq(forumReplies.threadId, threadId), visibleReply, sql`${forumReplies.floor} > ${afterFloor}`))
    .orderBy(asc(forumReplies.floor))
    .limit(limit);
}

/** A user's visible replies in visible threads, newest first, with the thread's title. */
export async function findUserReplies(db: Db, userId: number, beforeId: number | undefined, limit: number) {
  const where: SQL[] = [eq(forumReplies.userId, userId), visibleReply, visibleThread];
  if (beforeId !== undefined) where.push(lt(forumReplies.id, beforeId));
  return db
    .select({ reply: forumReplies, threadTitle: forumThreads.title })
    .from(forumReplies)
    .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
    .where(and(...where))
    .orderBy(desc(forumReplies.id))
    .limit(limit);
}

/** Which of `ids` the user liked. */
export async function likedIds(db: Db, userId: number, targetType: TargetType, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: forumLikes.targetId })
    .from(forumLikes)
    .where(
      and(eq(forumLikes.userId, userId), eq(forumLikes.targetType, targetType), inArray(forumLikes.targetId, ids)),
    );
  return new Set(rows.map((row) => row.id));
}

export async function findReportId(
  db: Db,
  userId: number,
  targetType: TargetType,
  targetId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: forumReports.id })
    .from(forumReports)
    .where(
      and(
        eq(forumReports.userId, userId),
        eq(forumReports.targetType, targetType),
        eq(forumReports.targetId, targetId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Creates the poster's row if missing and locks it until the transaction ends: their last post time. */
export async function lockPoster(tx: Db, userId: number): Promise<number | null> {
  await tx
    .insert(forumPosters)
    .values({ userId, lastPostAt: new Date(0) })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ lastPostAt: forumPosters.lastPostAt })
    .from(forumPosters)
    .where(eq(forumPosters.userId, userId))
    .for('update');
  if (!row) throw new Error(`forum poster ${userId} vanished`);
  const last = row.lastPostAt.getTime();
  return last === 0 ? null : last;
}

export async function setLastPost(tx: Db, userId: number, atMs: number): Promise<void> {
  await tx
    .update(forumPosters)
    .set({ lastPostAt: new Date(atMs) })
    .where(eq(forumPosters.userId, userId));
}

export async function insertThread(tx: Db, values: typeof forumThreads.$inferInsert): Promise<ThreadRow> {
  const [row] = await tx.insert(forumThreads).values(values).returning();
  if (!row) throw new Error('thread insert returned nothing');
  return row;
}

/**
 * Counts a new reply on a visible thread and moves its last reply time; the new reply's floor. The thread's
 * row lock orders concurrent replies. The floor is one past the highest one (hidden replies keep theirs), not the
 * count: a reply hidden by reports leaves the count but keeps its floor. null when the thread is missing or hidden.
 */
export async function countReply(tx: Db, threadId: number, atMs: number): Promise<number | null> {
  const [row] = await tx
    .update(forumThreads)
    .set({
      replyCount: sql`${forumThreads.replyCount} + 1`,
      lastReplyAt: new Date(atMs),
      hot: hotSql(sql`${forumThreads.likeCount}`, sql`(${forumThreads.replyCount} + 1)`),
    })
    .where(and(eq(forumThreads.id, threadId), visibleThread))
    .returning({ id: forumThreads.id });
  if (!row) return null;
  // One backward step on forum_replies_thread_floor_uq.
  const [top] = await tx
    .select({ floor: sql<number>`coalesce(max(${forumReplies.floor}), 0)::int` })
    .from(forumReplies)
    .where(eq(forumReplies.threadId, threadId));
  return (top?.floor ?? 0) + 1;
}

/** A reply of the thread was hidden by reports: it no longer counts in the thread's replies nor its hot score. */
export async function uncountReply(tx: Db, threadId: number): Promise<void> {
  await tx
    .update(forumThreads)
    .set({
      replyCount: sql`greatest(0, ${forumThreads.replyCount} - 1)`,
      hot: hotSql(sql`${forumThreads.likeCount}`, sql`greatest(0, ${forumThreads.replyCount} - 1)`),
    })
    .where(eq(forumThreads.id, threadId));
}

export async function insertReply(tx: Db, values: typeof forumReplies.$inferInsert): Promise<ReplyRow> {
  const [row] = await tx.insert(forumReplies).values(values).returning();
  if (!row) throw new Error('reply insert returned nothing');
  return row;
}

/** Whether someone else posted a visible thread after `sinceMs` (any, when null). */
export async function otherThreadsSince(db: Db, userId: number, sinceMs: number | null): Promise<boolean> {
  const where: SQL[] = [visibleThread, ne(forumThreads.userId, userId)];
  if (sinceMs !== null) where.push(sql`${forumThreads.createdAt} > ${at(sinceMs)}`);
  const [row] = await db
    .select({ id: forumThreads.id })
    .from(forumThreads)
    .where(and(...where))
    .limit(1);
  return row !== undefined;
}
