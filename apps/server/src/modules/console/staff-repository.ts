import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema/console';

export interface NewStaff {
  name: string;
  passwordHash: string;
  totpSecret: string;
  roles: string;
}

/** The new id, or null when the name is taken. */
export async function insertStaff(db: Db, row: NewStaff): Promise<number | null> {
  const [inserted] = await db
    .insert(staff)
    .values(row)
    .onConflictDoNothing({ target: staff.name })
    .returning({ id: staff.id });
  return inserted?.id ?? null;
}

export async function findStaffByName(db: Db, name: string) {
  const [row] = await db.select().from(staff).where(eq(staff.name, name)).limit(1);
  return row ?? null;
}

/** Counts a failed login; at `lockAt` failures the account is locked until `lockUntil`. */
export async function recordStaffFailure(db: Db, id: number, lockAt: number, lockUntil: Date): Promise<void> {
  await db
    .update(staff)
    .set({
      failedLogins: sql`${staff.failedLogins} + 1`,
      lockedUntil: sql`case when ${staff.failedLogins} + 1 >= ${lockAt} then ${lockUntil.toISOString()}::timestamptz else ${staff.lockedUntil} end`,
    })
    .where(eq(staff.id, id));
}

/**
 * A good password and code: the code's step is taken (only if after the last one, so a code is good once even
 * against two racing logins) and the failure count cleared. false when the step was already used.
 */
export async function acceptStaffLogin(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ lastTotpStep: step, failedLogins: 0, lockedUntil: null })
    .where(and(eq(staff.id, id), sql`${staff.lastTotpStep} < ${step}`))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function insertStaffSession(
  db: Db,
  row: { staffId: number; tokenHash: string; csrfHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(staffSessions).values(row);
}

/** The live session behind a token hash with its staff member, or null. */
export async function findStaffSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      csrfHash: staffSessions.csrfHash,
      expiresAt: staffSessions.expiresAt,
      endedAt: staffSessions.endedAt,
      staffId: staff.id,
      name: staff.name,
      roles: staff.roles,
      disabledAt: staff.disabledAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function endStaffSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
}
