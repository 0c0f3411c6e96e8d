import { and, asc, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/user';

/** What the console sees of an account (no password hash). */
const accountColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  createdAt: users.createdAt,
};

/** `%`, `_` and `\` typed by staff are letters, not patterns. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Accounts whose username or nickname holds `text`, the account `uid` first when given, then names that start with
 * it, then the rest by id.
 */
export async function searchAccounts(db: Db, text: string, uid: number | null, limit: number) {
  const contains = `%${likeEscaped(text)}%`;
  const prefix = `${likeEscaped(text)}%`;
  return db
    .select(accountColumns)
    .from(users)
    .where(
      or(
        ...(uid === null ? [] : [eq(users.id, uid)]),
        ilike(users.username, contains),
        ilike(users.nickname, contains),
      ),
    )
    .orderBy(
      ...(uid === null ? [] : [desc(sql`${users.id} = ${uid}`)]),
      desc(sql`(${users.username} ilike ${prefix} or ${users.nickname} ilike ${prefix})`),
      asc(users.id),
    )
    .limit(limit);
}

export async function findAccount(db: Db, id: number) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** A user's sessions, newest first, ended ones too. */
export async function findSessionsOfUser(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: sessions.id,
      deviceId: sessions.deviceId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.id))
    .limit(limit);
}

/** Ends a user's live sessions (one when `sessionId` is given) as `revoked`; answers the ids ended. */
export async function revokeSessions(db: Db, userId: number, sessionId: number | null, at: Date): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: at, endReason: 'revoked' })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, at),
        ...(sessionId === null ? [] : [eq(sessions.id, sessionId)]),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Records that a call proved the session now. */
export async function touchSession(db: Db, id: number, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}
