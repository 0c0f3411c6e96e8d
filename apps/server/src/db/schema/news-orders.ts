// Tables of the news-orders area (issue 15 part B): what settling tips wrote, and what each buyer's refund stands at.
// Purchases themselves are `tip_purchases` in news.ts. Owner module: news (tools/eslint-boundaries.js SCHEMA_OWNERS).
import { index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { tips, type TipResult } from './news';
import { users } from './user';

/**
 * Every settlement of a tip, append-only: version 1 is the first, and a corrected score that changes the result
 * adds the next. The tip row carries the latest; this is its history, and the version names the ledger entries
 * that settlement made (modules/news/settle-service.ts).
 */
export const tipSettlements = pgTable(
  'tip_settlements',
  {
    tipId: integer('tip_id')
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    result: text('result').$type<TipResult>().notNull(),
    profit: real('profit').notNull(),
    settledOdds: real('settled_odds').notNull(),
    /** The legs' results in leg order, as settled. */
    legResults: text('leg_results').array().$type<TipResult[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tipId, t.version] })],
);

/**
 * One buyer's refund on one tip, moved only with its ledger entry in the settlement's transaction: `refunded` is
 * the gold the ledger gave back net (credits minus the corrections it took back), `unrecovered` the part of a
 * refund no longer due that the buyer no longer had (written off: modules/news/settle-refunds.ts says why).
 */
export const tipRefunds = pgTable(
  'tip_refunds',
  {
    tipId: integer('tip_id')
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refunded: integer('refunded').notNull().default(0),
    unrecovered: integer('unrecovered').notNull().default(0),
    /** The settlement version this row was last moved by. */
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tipId, t.userId] }), index('tip_refunds_user_idx').on(t.userId)],
);
