import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** `scrypt$<salt>$<hash>` (modules/user/password.ts); never leaves the server. */
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  headUrl: text('head_url').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** `revoked`: ended by staff in the console (issue 27). */
export type SessionEndReason = 'logout' | 'kicked' | 'expired' | 'revoked';

/** One login. Only the token's sha256 is stored, so a database leak does not hand out sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    deviceId: text('device_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a call last proved the session, to within LAST_SEEN_STEP_MS (modules/user/sessions.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<SessionEndReason>(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_live_by_user_idx')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** Consecutive failed logins per account; reset by a successful one. Drives the captcha requirement. */
export const loginFailures = pgTable('login_failures', {
  username: text('username').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Image captchas: the answer is stored hashed, used once, valid for 5 minutes. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  username: text('username').notNull(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const inviteCodes = pgTable('invite_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
