// Tables of the news-comments area (issue 15): comments under tips, their likes and reports, comment bans,
// and live-room draw winners' prize claims. Owner module: news (tools/eslint-boundaries.js SCHEMA_OWNERS).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tips } from './news';
import { users } from './user';

/**
 * A comment under a tip, or a reply (parent_id set; replies are one level deep). `content` is stored after the
 * word filter, so no reader can leak the words it masked. A comment reported often enough is hidden pending
 * review (`hidden_at`) and leaves every list.
 */
export const tipComments = pgTable(
  'tip_comments',
  {
    id: serial('id').primaryKey(),
    tipId: integer('tip_id')
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a top-level comment; always a top-level comment of the same tip. */
    parentId: integer('parent_id').references((): AnyPgColumn => tipComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Posted from a match (live) page. */
    inSport: boolean('in_sport').notNull().default(false),
    /** Moved by exactly one per like or unlike, in the like's transaction. */
    likedCount: integer('liked_count').notNull().default(0),
    /** Distinct users who reported it; moved in the report's transaction. */
    reportCount: integer('report_count').notNull().default(0),
    /** Set when the reports reached the hiding threshold: out of every list until a review. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** A moderator's decision (issue 27): restored (shown again) or removed (hidden for good, with a reason). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removalReason: text('removal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('tip_comments_tip_top_idx')
      .on(t.tipId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null and ${t.hiddenAt} is null`),
    index('tip_comments_parent_idx').on(t.parentId, t.createdAt),
    index('tip_comments_user_idx').on(t.userId, t.createdAt.desc()),
    check('tip_comments_liked_non_negative', sql`${t.likedCount} >= 0`),
  ],
);

/** One like per user per comment: a second like removes it. */
export const tipCommentLikes = pgTable(
  'tip_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => tipComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  // The key's comment_id first answers both "likes of this comment" and "which of these comments does the user like".
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** One report per user per comment, with the reason's category. */
export const tipCommentReports = pgTable(
  'tip_comment_reports',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => tipComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: smallint('category_id').notNull(),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tip_comment_reports_comment_user_uq').on(t.commentId, t.userId)],
);

/** A user barred from commenting (SPEC §5 comment gate: isBan, banText), until a time or for good. */
export const commentBans = pgTable('comment_bans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Shown to the user; empty for the default text. */
  banText: text('ban_text').notNull().default(''),
  /** Null: until lifted. */
  until: timestamp('until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user won a prize in a live-room draw. */
export const lotteryWins = pgTable(
  'lottery_wins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The live room whose draw it was. */
    liveRoomId: integer('live_room_id').notNull(),
    prizeName: text('prize_name').notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lottery_wins_user_idx').on(t.userId, t.wonAt.desc())],
);

/** 1 pending review, 2 approved, 3 rejected (LotteryApproval.status; 0 is "none submitted", never stored). */
export type LotteryApprovalStatus = 1 | 2 | 3;

/** The winner's contact details for one win, stated once (modules/news/lottery-service.ts). */
export const lotteryApprovals = pgTable(
  'lottery_approvals',
  {
    winId: integer('win_id')
      .primaryKey()
      .references(() => lotteryWins.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realName: text('real_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    status: smallint('status').$type<LotteryApprovalStatus>().notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [check('lottery_approvals_status_range', sql`${t.status} between 1 and 3`)],
);
