import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema/console';

export interface NewStaff {
  name: string;
  passwordHash: string;
  totpSecret: string;
  roles: string;
}

/** A staff account as the 人员 page lists it: never its password hash or TOTP secret. */
const staffColumns = {
  id: staff.id,
  name: staff.name,
  roles: staff.roles,
  createdAt: staff.createdAt,
  disabledAt: staff.disabledAt,
  disabledReason: staff.disabledReason,
};
export type StaffRow = { [K in keyof typeof staffColumns]: (typeof staff.$inferSelect)[K] } & {
  lastLoginAt: Date | null;
};

/** Every staff account, oldest first, with its last login (its newest session's start). */
export async function listStaff(db: Db, ids?: number[]): Promise<StaffRow[]> {
  const lastLogin = db
    .select({ staffId: staffSessions.staffId, at: max(staffSessions.createdAt).as('last_login_at') })
    .from(staffSessions)
    .groupBy(staffSessions.staffId)
    .as('last_login');
  const rows = await db
    .select({ ...staffColumns, lastLoginAt: lastLogin.at })
    .from(staff)
    .leftJoin(lastLogin, eq(lastLogin.staffId, staff.id))
    .where(ids ? inArray(staff.id, ids) : undefined)
    .orderBy(asc(staff.id));
  return rows.map((row) => ({ ...row, lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt) : null }));
}

/**
 * Locks these staff rows for the rest of the transaction (in id order, so two admins never wait on each other in a
 * circle) and answers their roles and disabled state: the last-admin guard reads them under the lock.
 */
export async function lockStaff(db: Db, ids: number[]) {
  return db
    .select({ id: staff.id, roles: staff.roles, disabledAt: staff.disabledAt })
    .from(staff)
    .where(inArray(staff.id, ids))
    .orderBy(asc(staff.id))
    .for('update');
}

export async function updateStaff(
  db: Db,
  id: number,
  set: Partial<Pick<typeof staff.$inferInsert, 'roles' | 'disabledAt' | 'disabledReason' | 'totpSecret'>> & {
    resetLogin?: boolean;
  },
): Promise<void> {
  const { resetLogin, ...columns } = set;
  await db
    .update(staff)
    .set({ ...columns, ...(resetLogin ? { lastTotpStep: 0, failedLogins: 0, lockedUntil: null } : {}) })
    .where(eq(staff.id, id));
}

/** Ends every live session of a staff member; the count ended. */
export async function endAllStaffSessions(db: Db, staffId: number, at: Date): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
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
