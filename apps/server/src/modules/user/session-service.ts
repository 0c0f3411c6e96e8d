import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/user';
import { needLogin } from '../../http/app-error';
import type { SessionCheck, SessionUser } from '../../http/session-user';
import { hashToken, newToken } from './token';

export interface NewSession {
  token: string;
  sessionId: number;
  /** How many live sessions on other devices this login ended. */
  kicked: number;
}

/** Starts a session and ends every other live one of the same user (one device at a time). */
export async function startSession(db: Db, userId: number, deviceId: string, ttlMs: number): Promise<NewSession> {
  const token = newToken();
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sessions)
      .values({
        userId,
        tokenHash: hashToken(token),
        deviceId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      })
      .returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned nothing');
    const others = and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.id, row.id));
    await tx
      .update(sessions)
      .set({ endedAt: now, endReason: 'expired' })
      .where(and(others, lte(sessions.expiresAt, now)));
    const kicked = await tx
      .update(sessions)
      .set({ endedAt: now, endReason: 'kicked' })
      .where(and(others, gt(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    return { token, sessionId: row.id, kicked: kicked.length };
  });
}

/** Reads the session behind a token + uid pair; a token of another uid counts as none. */
export async function checkSession(
  db: Db,
  token: string | undefined,
  uid: string | number | undefined,
): Promise<SessionCheck> {
  if (!token || uid === undefined || uid === '') return { kind: 'none' };
  const userId = Number(uid);
  if (!Number.isSafeInteger(userId) || userId <= 0) return { kind: 'none' };
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      endReason: sessions.endReason,
      username: users.username,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.userId !== userId) return { kind: 'none' };
  switch (row.endReason) {
    case 'kicked':
      return { kind: 'kicked' };
    case 'expired':
      return { kind: 'expired' };
    case 'logout':
      return { kind: 'none' };
    case null:
      break;
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    await db
      .update(sessions)
      .set({ endedAt: new Date(), endReason: 'expired' })
      .where(and(eq(sessions.id, row.id), isNull(sessions.endedAt)));
    return { kind: 'expired' };
  }
  return { kind: 'ok', user: { id: row.userId, username: row.username } };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: 'logout' })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.endedAt)));
}

/**
 * The caller of a login-required route. addRoute already answered 400 without a user; this only
 * narrows the type while RouteDef does not carry its auth level as a literal.
 */
export function sessionUser(user: SessionUser | null): SessionUser {
  if (!user) throw needLogin();
  return user;
}
