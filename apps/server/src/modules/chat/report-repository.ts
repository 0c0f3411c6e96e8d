import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessageReports, chatMessages } from '../../db/schema/chat';

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

/** Reported lines no moderator has looked at, most reported first, with their reports (the console's queue). */
export async function findReportedLines(db: Db, page: number, size: number) {
  const lines = await db
    .select({
      id: chatMessages.id,
      hostId: chatMessages.hostId,
      userId: chatMessages.userId,
      nickName: chatMessages.nickName,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
      reportCount: chatMessages.reportCount,
      hiddenAt: chatMessages.hiddenAt,
      deletedAt: chatMessages.deletedAt,
    })
    .from(chatMessages)
    .where(and(sql`${chatMessages.reportCount} > 0`, isNull(chatMessages.moderatedAt)))
    .orderBy(desc(chatMessages.reportCount), asc(chatMessages.id))
    .limit(size)
    .offset((page - 1) * size);
  const reports =
    lines.length === 0
      ? []
      : await db
          .select({
            messageId: chatMessageReports.messageId,
            userId: chatMessageReports.userId,
            categoryId: chatMessageReports.categoryId,
            content: chatMessageReports.content,
            createdAt: chatMessageReports.createdAt,
          })
          .from(chatMessageReports)
          .where(
            inArray(
              chatMessageReports.messageId,
              lines.map((l) => l.id),
            ),
          )
          .orderBy(asc(chatMessageReports.id));
  return lines.map((line) => ({ ...line, reports: reports.filter((r) => r.messageId === line.id) }));
}

/**
 * A moderator's decision on a reported line: kept (shown again) or removed (deleted). Either way it leaves the queue
 * and from then on ages out like any line. Answers the room and whether it is shown now, or null for no such line.
 */
export async function moderateLine(db: Db, id: number, keep: boolean, by: number, now: Date) {
  const [row] = await db
    .update(chatMessages)
    .set(keep ? { moderatedAt: now, hiddenAt: null } : { moderatedAt: now, deletedAt: now, deletedBy: by })
    .where(eq(chatMessages.id, id))
    .returning({ hostId: chatMessages.hostId, deletedAt: chatMessages.deletedAt });
  return row ? { hostId: row.hostId, shown: keep && row.deletedAt === null } : null;
}
