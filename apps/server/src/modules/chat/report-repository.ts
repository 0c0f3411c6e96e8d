import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessageReports, chatMessages } from '../../db/schema/chat';
import type { ReportRow } from '../../lib/moderation';

/**
 * Records one user's report of a line; at `hideAt` distinct reports the line is hidden for everyone pending review.
 * The line's row is locked first, so concurrent reports count one after another and the hiding happens exactly once.
 * Answers null when this user had already reported it or the line is gone; `hidden` when this report hid it.
 */
export async function addLineReport(
  db: Db,
  report: { messageId: number; userId: number; categoryId: number; content: string },
  hideAt: number,
  now: Date,
): Promise<{ reportId: number; hidden: boolean; hostId: number } | null> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ hostId: chatMessages.hostId, hiddenAt: chatMessages.hiddenAt })
      .from(chatMessages)
      .where(eq(chatMessages.id, report.messageId))
      .for('update');
    if (!line) return null;
    const [inserted] = await tx
      .insert(chatMessageReports)
      .values(report)
      .onConflictDoNothing()
      .returning({ id: chatMessageReports.id });
    if (!inserted) return null;
    const [counted] = await tx
      .update(chatMessages)
      .set({ reportCount: sql`${chatMessages.reportCount} + 1`, moderatedAt: null })
      .where(eq(chatMessages.id, report.messageId))
      .returning({ reportCount: chatMessages.reportCount });
    const hides = line.hiddenAt === null && (counted?.reportCount ?? 0) >= hideAt;
    if (hides) await tx.update(chatMessages).set({ hiddenAt: now }).where(eq(chatMessages.id, report.messageId));
    return { reportId: inserted.id, hidden: hides, hostId: line.hostId };
  });
}

export type LineRow = typeof chatMessages.$inferSelect;

/** Waiting for a moderator: reported and not looked at yet (hidden at five, or still shown, or taken down by its room). */
const waiting = and(gt(chatMessages.reportCount, 0), isNull(chatMessages.moderatedAt));

/** The console's queue of chat lines, newest first. */
export function findLineQueue(db: Db, limit: number): Promise<LineRow[]> {
  return db.select().from(chatMessages).where(waiting).orderBy(desc(chatMessages.id)).limit(limit);
}

/** The reports of these lines, oldest first, as the queue shows them. */
export async function findLineReports(db: Db, ids: readonly number[]): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      targetId: chatMessageReports.messageId,
      userId: chatMessageReports.userId,
      categoryId: chatMessageReports.categoryId,
      content: chatMessageReports.content,
      createdAt: chatMessageReports.createdAt,
    })
    .from(chatMessageReports)
    .where(inArray(chatMessageReports.messageId, [...ids]))
    .orderBy(asc(chatMessageReports.id));
}

export async function lockLine(tx: Db, id: number): Promise<LineRow | null> {
  const [row] = await tx.select().from(chatMessages).where(eq(chatMessages.id, id)).for('update');
  return row ?? null;
}

/** A console decision on a line: its take-down columns as the decision leaves them, and when it was looked at. */
export type LineDecision = Pick<LineRow, 'deletedAt' | 'deletedBy' | 'removalReason' | 'moderatedAt'> &
  Partial<Pick<LineRow, 'hiddenAt'>>;

export async function setLineDecision(tx: Db, id: number, set: LineDecision): Promise<LineRow> {
  const [row] = await tx.update(chatMessages).set(set).where(eq(chatMessages.id, id)).returning();
  if (!row) throw new Error('moderated chat line vanished');
  return row;
}
