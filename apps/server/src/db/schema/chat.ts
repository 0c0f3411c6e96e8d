// Tables of live-room chat (issue 28): lines, their reports, room mutes and room moderators. Owner module: chat.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './user';

/**
 * A line in a host's room. Sender name and level are copied in when sent, so a room's history is one indexed read
 * with no join (a level is what the sender had then, as a badge in a screenshot would show). `content` is stored
 * after the word filter. Taken down either by reports (`hidden_at`, pending review) or by the room's host or staff
 * (`deleted_at`); both leave every read. Kept for the retention window (CHAT_RETENTION_HOURS), a reported line until
 * it is moderated (`moderated_at`).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    /** The host whose room it is (hosts.id; no key: a line outlives nothing it refers to but its sender). */
    hostId: integer('host_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickName: text('nick_name').notNull(),
    level: smallint('level').notNull().default(0),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Distinct users who reported it; moved in the report's transaction. */
    reportCount: integer('report_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by'),
    /** Why the console's moderator removed it (the audit log has it too); null when not removed by the console. */
    removalReason: text('removal_reason'),
    /** A moderator looked at its reports (kept or removed): from then on it ages out like any line. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_room_idx')
      .on(t.hostId, t.id.desc())
      .where(sql`${t.hiddenAt} is null and ${t.deletedAt} is null`),
    index('chat_messages_user_idx').on(t.userId, t.createdAt.desc()),
    index('chat_messages_created_idx').on(t.createdAt),
    index('chat_messages_reported_idx')
      .on(t.reportCount.desc(), t.id)
      .where(sql`${t.reportCount} > 0 and ${t.moderatedAt} is null`),
  ],
);

/** One report per user per line, with the reason's category (lib/report-categories.ts). */
export const chatMessageReports = pgTable(
  'chat_message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: smallint('category_id').notNull(),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_message_reports_message_user_uq').on(t.messageId, t.userId)],
);

/** A user muted in one room until a time, by a moderator of that room. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    hostId: integer('host_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    mutedBy: integer('muted_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.userId] })],
);

/**
 * Who may delete lines and mute users in a room. `role` 'host' is the host's own account (the room's owner, set by
 * the operator), 'moderator' a fan the host or staff appointed (房管). `host_id` 0 is staff of every room.
 */
export const chatModerators = pgTable(
  'chat_moderators',
  {
    hostId: integer('host_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['host', 'moderator'] })
      .notNull()
      .default('moderator'),
    /** The user who appointed them (null: the operator, or before appointment was recorded). */
    appointedBy: integer('appointed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.userId] })],
);
