import { and, desc, eq, gt, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatModerators, chatMutes } from '../../db/schema/chat';

/** Key space of the per-user chat lock (pg_advisory_xact_lock(space, userId)); tip comments use their own. */
const CHAT_LOCK_SPACE = 72_610_028;

const lineColumns = {
  id: chatMessages.id,
  hostId: chatMessages.hostId,
  userId: chatMessages.userId,
  nickName: chatMessages.nickName,
  level: chatMessages.level,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
};
export type ChatRow = Pick<typeof chatMessages.$inferSelect, keyof typeof lineColumns>;
export type NewChatLine = Omit<ChatRow, 'id'>;

const shown = and(isNull(chatMessages.hiddenAt), isNull(chatMessages.deletedAt));

/**
 * Stores a line unless its sender sent one within `intervalMs` (in any room): one transaction under a per-user
 * advisory lock, so of two racing lines the second waits, reads the first's time and is refused. `admit` is asked
 * last, once the line is otherwise due, whether the room takes it now (the room's flood cap): when it says no the line
 * is not stored. Answers the row, the time of the line that is too recent, or `dropped`.
 */
export async function insertLineSpaced(
  db: Db,
  line: NewChatLine,
  intervalMs: number,
  admit: () => boolean,
): Promise<{ row: ChatRow } | { lastPostAt: number } | { dropped: true }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_LOCK_SPACE}, ${line.userId})`);
    const [last] = await tx
      .select({ at: max(chatMessages.createdAt) })
      .from(chatMessages)
      .where(eq(chatMessages.userId, line.userId));
    const lastAt = last?.at ? last.at.getTime() : null;
    if (lastAt !== null && line.createdAt.getTime() - lastAt < intervalMs) return { lastPostAt: lastAt };
    if (!admit()) return { dropped: true as const };
    const [row] = await tx.insert(chatMessages).values(line).returning(lineColumns);
    if (!row) throw new Error('chat insert returned nothing');
    return { row };
  });
}

/** A room's shown lines before `before` (or the latest), newest first, one more than `size` to tell if there are more. */
export function findRoomLines(db: Db, hostId: number, before: number | null, size: number): Promise<ChatRow[]> {
  return db
    .select(lineColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.hostId, hostId), shown, before === null ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(size + 1);
}

/** A shown line's room and sender, or null. */
export async function findShownLine(db: Db, id: number) {
  const [row] = await db
    .select({ id: chatMessages.id, hostId: chatMessages.hostId, userId: chatMessages.userId })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), shown))
    .limit(1);
  return row ?? null;
}

/** Takes a shown line down as deleted by a moderator; false when it was not shown (already down, or never there). */
export async function markDeleted(db: Db, id: number, by: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: now, deletedBy: by })
    .where(and(eq(chatMessages.id, id), shown))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/** The end of a user's mute in a room, if one holds at `now`. */
export async function findMuteUntil(db: Db, hostId: number, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: chatMutes.until })
    .from(chatMutes)
    .where(and(eq(chatMutes.hostId, hostId), eq(chatMutes.userId, userId), gt(chatMutes.until, now)))
    .limit(1);
  return row?.until ?? null;
}

export async function upsertMute(db: Db, mute: { hostId: number; userId: number; until: Date; mutedBy: number }) {
  await db
    .insert(chatMutes)
    .values(mute)
    .onConflictDoUpdate({
      target: [chatMutes.hostId, chatMutes.userId],
      set: { until: mute.until, mutedBy: mute.mutedBy, createdAt: sql`now()` },
    });
}

/** Whether the user moderates this room (its own row, or a staff row of every room: host id 0). */
export async function isModerator(db: Db, hostId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: chatModerators.userId })
    .from(chatModerators)
    .where(and(eq(chatModerators.userId, userId), or(eq(chatModerators.hostId, hostId), eq(chatModerators.hostId, 0))))
    .limit(1);
  return row !== undefined;
}

export async function insertModerator(db: Db, hostId: number, userId: number, role: 'host' | 'moderator'): Promise<void> {
  await db.insert(chatModerators).values({ hostId, userId, role }).onConflictDoNothing();
}

/**
 * Deletes lines sent before `cutoff`, except reported ones no moderator has looked at yet (the queue still needs
 * them), in chunks so a big backlog never holds one long lock. Answers how many went.
 */
export async function pruneLines(db: Db, cutoff: Date, chunk = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const old = db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          lt(chatMessages.createdAt, cutoff),
          or(eq(chatMessages.reportCount, 0), sql`${chatMessages.moderatedAt} is not null`),
        ),
      )
      .limit(chunk);
    const gone = await db.delete(chatMessages).where(inArray(chatMessages.id, old)).returning({ id: chatMessages.id });
    total += gone.length;
    if (gone.length < chunk) return total;
  }
}
