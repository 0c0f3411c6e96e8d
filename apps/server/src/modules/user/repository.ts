import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityMembers } from '../../db/schema/system';
import { captchas, inviteCodes, loginFailures, users } from '../../db/schema/user';

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

export async function getLoginFailures(db: Db, username: string) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.username, username)).limit(1);
  return row ?? null;
}

export async function recordLoginFailure(db: Db, username: string): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ username, failures: 1, lastFailedAt: new Date() })
    .onConflictDoUpdate({
      target: loginFailures.username,
      set: { failures: sql`${loginFailures.failures} + 1`, lastFailedAt: new Date() },
    });
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}

export async function insertCaptcha(
  db: Db,
  captcha: { id: string; username: string; answerHash: string; expiresAt: Date },
) {
  await db.insert(captchas).values(captcha);
}

/** Marks the captcha used (right or wrong: one guess per image) and returns its answer hash if it was still valid. */
export async function takeCaptcha(db: Db, id: string, username: string): Promise<string | null> {
  const now = new Date();
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

export async function findActiveMembership(db: Db, userId: number) {
  const [row] = await db
    .select({
      actId: activities.id,
      actName: activities.name,
      url: activities.url,
      showFrame: activities.showFrame,
      lastCheckoutAt: activityMembers.lastCheckoutAt,
      hasNewArticle: activityMembers.hasNewArticle,
    })
    .from(activityMembers)
    .innerJoin(activities, eq(activities.id, activityMembers.activityId))
    .where(and(eq(activityMembers.userId, userId), eq(activities.active, true)))
    .orderBy(activities.id)
    .limit(1);
  return row ?? null;
}
