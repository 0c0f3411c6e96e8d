import { boolean, customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, pg a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Stored images served by /api/forehead/system/file/get/{fileId}. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  etag: text('etag').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Banners, anchor backgrounds, ...: `images` is a comma-separated list of file ids. Fans see an entry within its
 * validity window (null bounds: open) until it is retired; a retired entry stays, with who retired it and why.
 */
export const imageEntries = pgTable(
  'image_entries',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    title: text('title').notNull(),
    images: text('images').notNull(),
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    retiredBy: text('retired_by'),
    retireReason: text('retire_reason').notNull().default(''),
  },
  (t) => [index('image_entries_category_idx').on(t.categoryId, t.sort)],
);

export const gameIcons = pgTable('game_icons', {
  id: serial('id').primaryKey(),
  showClient: integer('show_client').notNull(),
  gameId: integer('game_id').notNull(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  jumpUrl: text('jump_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** Activities the forum tab can lead to (the disclosure route). */
export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  showFrame: boolean('show_frame').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which users take part in which activity, and when each last looked at it. */
export const activityMembers = pgTable(
  'activity_members',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastCheckoutAt: timestamp('last_checkout_at', { withTimezone: true }),
    hasNewArticle: boolean('has_new_article').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] })],
);

export const friendDomains = pgTable('friend_domains', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  sort: integer('sort').notNull().default(0),
});
