import { and, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas, inviteCodes, loginFailures, sessions, users } from '../../db/schema/user';

export interface NewUser {
  username: string;
  passwordHash: string;
  nickname: string;
  headUrl?: string;
}

/** Returns the new id, or null when the username is taken. */
export async function insertUser(db: Db, user: NewUser): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  return row?.id ?? null;
}

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname, headUrl: users.headUrl })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** Public names and pictures of several users (no password hash). */
export async function findUsersByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, nickname: users.nickname, headUrl: users.headUrl })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function getLoginFailures(db: Db, username: string) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.username, username)).limit(1);
  return row ?? null;
}

/**
 * Counts a login attempt before its password is checked, in one statement, so parallel attempts each see the
 * ones before them: answers the count with this attempt. A new row has no failure time yet (the epoch): only
 * a checked password that failed sets it (recordLoginFailure), so attempts in flight never start a lock.
 */
export async function reserveLoginAttempt(db: Db, username: string): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ username, failures: 1, lastFailedAt: new Date(0) })
    .onConflictDoUpdate({ target: loginFailures.username, set: { failures: sql`${loginFailures.failures} + 1` } })
    .returning({ failures: loginFailures.failures });
  if (!row) throw new Error('login attempt upsert returned nothing');
  return row.failures;
}

/** Gives back an attempt whose password was never checked (a captcha was missing or wrong). */
export async function refundLoginAttempt(db: Db, username: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.username, username));
}

/** A counted attempt failed: its time starts the lock. Recreates the row if a success cleared it meanwhile. */
export async function recordLoginFailure(db: Db, username: string, at: Date): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ username, failures: 1, lastFailedAt: at })
    .onConflictDoUpdate({ target: loginFailures.username, set: { lastFailedAt: at } });
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}

/** Deletes captchas past their expiry and failure counts whose last failure is older than `failuresBefore`. */
export async function pruneLoginRecords(db: Db, now: Date, failuresBefore: Date): Promise<{ captchas: number; failures: number }> {
  const gone = await db.delete(captchas).where(lte(captchas.expiresAt, now)).returning({ id: captchas.id });
  const forgotten = await db
    .delete(loginFailures)
    .where(lt(loginFailures.lastFailedAt, failuresBefore))
    .returning({ username: loginFailures.username });
  return { captchas: gone.length, failures: forgotten.length };
}

export async function insertCaptcha(
  db: Db,
  captcha: { id: string; username: string; answerHash: string; expiresAt: Date },
) {
  await db.insert(captchas).values(captcha);
}

/** Marks the captcha used (right or wrong: one guess per image) and returns its answer hash if it was still valid. */
export async function takeCaptcha(db: Db, id: string, username: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(
      and(eq(captchas.id, id), eq(captchas.username, username), isNull(captchas.usedAt), gt(captchas.expiresAt, now)),
    )
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash ?? null;
}

export async function findInviteCode(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: inviteCodes.code })
    .from(inviteCodes)
    .where(eq(inviteCodes.userId, userId))
    .limit(1);
  return row?.code ?? null;
}

/** Inserts unless the user already has one (a concurrent call may have won); false on a code clash. */
export async function insertInviteCode(db: Db, userId: number, code: string): Promise<boolean> {
  const rows = await db
    .insert(inviteCodes)
    .values({ userId, code })
    .onConflictDoNothing()
    .returning({ code: inviteCodes.code });
  return rows.length > 0;
}

export interface NewSession {
  userId: number;
  tokenHash: string;
  deviceId: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Inserts a session and ends every other live one of the same user (one device at a time), in one
 * transaction. Answers the new id and how many live sessions on other devices it ended.
 */
export async function insertSoleSession(db: Db, session: NewSession): Promise<{ id: number; kicked: number }> {
  const now = session.createdAt;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sessions).values(session).returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned nothing');
    const others = and(eq(sessions.userId, session.userId), isNull(sessions.endedAt), ne(sessions.id, row.id));
    await tx
      .update(sessions)
      .set({ endedAt: now, endReason: 'expired' })
      .where(and(others, lte(sessions.expiresAt, now)));
    const kicked = await tx
      .update(sessions)
      .set({ endedAt: now, endReason: 'kicked' })
      .where(and(others, gt(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    return { id: row.id, kicked: kicked.length };
  });
}

/** The session behind a token hash, with its user's name. */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      endReason: sessions.endReason,
      username: users.username,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function markSessionExpired(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: at, endReason: 'expired' })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

export async function endSessionByTokenHash(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: at, endReason: 'logout' })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
}
