// Tables of the operator console (issue 27): staff accounts apart from fans', their sessions and login failures,
// and the hash-chained audit log of every console action. Owner module: console.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@sport/contract/console';

/** A staff member: name, password (`scrypt$…` as fans'), TOTP secret (base32), roles. Never a fan account. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  totpSecret: text('totp_secret').notNull(),
  /** Comma-separated StaffRole ids. */
  roles: text('roles').notNull().$type<string>(),
  /** The last TOTP time step accepted: a code is good once (no replay within its window). */
  lastTotpStep: integer('last_totp_step').notNull().default(0),
  /** Consecutive failed logins; at STAFF_FAILURES_BEFORE_LOCK the account waits STAFF_LOCK_MS. */
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Set: the account may no longer log in (a state, never a deletion). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** Why it was disabled (the 管理员's reason; the audit log keeps every change of it). */
  disabledReason: text('disabled_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StaffRoles = StaffRole[];

/** One console login; only the token's and the CSRF token's sha256 are stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull(),
    csrfHash: text('csrf_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_uq').on(t.tokenHash),
    index('staff_sessions_live_idx')
      .on(t.staffId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * Every console action, append-only: who, when, what (action and target), the state before and after (canonical
 * JSON), the reason. `hash` covers all of it and the previous entry's hash (modules/console/audit-chain.ts), so
 * an edited or dropped entry breaks the chain at that point. Nothing updates or deletes a row.
 */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  staffName: text('staff_name').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  before: text('before').notNull(),
  after: text('after').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull().unique(),
});
