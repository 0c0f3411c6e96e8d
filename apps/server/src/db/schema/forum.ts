// Tables of the forum area (issue 16 §3). Owner module: forum (tools/eslint-boundaries.js SCHEMA_OWNERS).
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './user';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, pg a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Football, basketball, tips talk: `code` is the key the web's icons and texts use. */
export const forumBoards = pgTable('forum_boards', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  intro: text('intro').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/**
 * A thread. The author's name and avatar are kept as they were when posting (a list shows them without
 * asking the user module per row). `hot` orders the hot list: log10 of likes + 2·replies plus the creation
 * time in units of 12.5 hours, so ten times the activity outweighs half a day of age and the order never
 * needs recomputing as time passes (only when its likes or replies change).
 */
export const forumThreads = pgTable(
  'forum_threads',
  {
    id: serial('id').primaryKey(),
    boardId: integer('board_id')
      .notNull()
      .references(() => forumBoards.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorHeadUrl: text('author_head_url').notNull().default(''),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Photo ids (forum_photos.id), comma-separated, in display order. */
    photoIds: text('photo_ids').notNull().default(''),
    replyCount: integer('reply_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    /** Reported by FORUM_REPORTS_TO_HIDE users: out of every list until reviewed. */
    hidden: boolean('hidden').notNull().default(false),
    /** A moderator's decision (issue 27): restored (shown again) or removed (hidden for good, with a reason). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removalReason: text('removal_reason'),
    hot: doublePrecision('hot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('forum_threads_board_latest_idx')
      .on(t.boardId, t.lastReplyAt.desc(), t.id.desc())
      .where(sql`not ${t.hidden}`),
    index('forum_threads_board_hot_idx')
      .on(t.boardId, t.hot.desc(), t.id.desc())
      .where(sql`not ${t.hidden}`),
    index('forum_threads_latest_idx')
      .on(t.lastReplyAt.desc(), t.id.desc())
      .where(sql`not ${t.hidden}`),
    index('forum_threads_hot_idx')
      .on(t.hot.desc(), t.id.desc())
      .where(sql`not ${t.hidden}`),
    index('forum_threads_user_idx').on(t.userId, t.id.desc()),
    index('forum_threads_created_idx').on(t.createdAt),
  ],
);

/** A reply: flat, numbered by floor within its thread. */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorHeadUrl: text('author_head_url').notNull().default(''),
    floor: integer('floor').notNull(),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removalReason: text('removal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('forum_replies_thread_floor_uq').on(t.threadId, t.floor),
    index('forum_replies_user_idx').on(t.userId, t.id.desc()),
  ],
);

/** One like per user per thread or reply (`targetType` 'thread' | 'reply'). */
export const forumLikes = pgTable(
  'forum_likes',
  {
    targetType: text('target_type').$type<'thread' | 'reply'>().notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId, t.userId] }), index('forum_likes_user_idx').on(t.userId)],
);

/** One report per user per thread or reply; the review queue is the hidden rows. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type').$type<'thread' | 'reply'>().notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cateId: integer('cate_id').notNull(),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('forum_reports_once_uq').on(t.targetType, t.targetId, t.userId)],
);

/**
 * Uploaded photos, content-addressed like the stored files: the id is the bytes' hash. The bytes live in the
 * photo store (modules/forum/photo-store.ts), outside the database; `bytes` holds those of photos stored before
 * that, until the start moves them out (null after).
 */
export const forumPhotos = pgTable(
  'forum_photos',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes'),
    etag: text('etag').notNull(),
    size: integer('size').notNull(),
    /** Who uploaded these bytes (the latest uploader while no thread has taken them). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a thread first took it; null while it is an orphan, seen by its uploader alone and deleted in a day. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('forum_photos_user_created_idx').on(t.userId, t.createdAt),
    index('forum_photos_orphan_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
  ],
);

/** Each poster's last post time: the row locked while posting enforces one post per 5 s per user. */
export const forumPosters = pgTable('forum_posters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull(),
});
