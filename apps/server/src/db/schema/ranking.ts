// Tables of the ranking area (issue 16): users' bets from the game platforms, betting reports and their votes,
// and the boards stored per period so reads never scan bets. Owner module: ranking.
import { sql } from 'drizzle-orm';
import type { IngestLogEntry, IngestRefusedRow } from '@sport/contract/console';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BetResult, BetSelection } from '@sport/contract';
import { users } from './user';

/**
 * One leg as stored: what the platform sent, the leg's result once known (the platform's or ours), and what a
 * slip shows of its match, copied at ingest so the betting list reads no other table.
 */
export interface StoredLeg {
  matchId: number;
  selection: BetSelection;
  odds: number;
  result: BetResult | null;
  /** The platform sent this leg's result: re-settling on a corrected score keeps it (ranking/resettle.ts). */
  fromPlatform?: true;
  sportId: number;
  league: string;
  homeName: string;
  awayName: string;
  kickoffAt: number;
  /** False when the record gave only the match's day when the leg was stored (the app reads 待定); absent on older legs. */
  kickoffTimeSet?: boolean;
}

/**
 * A user's bet on a game platform. `(platform, bet_id)` is the platform's key: a resend or a late settlement
 * updates the row. `settled_at` is when WE learnt the result, so a bet counts in the period open at that time
 * and a closed period never changes.
 */
export const bets = pgTable(
  'bets',
  {
    id: serial('id').primaryKey(),
    platform: text('platform').notNull(),
    betId: text('bet_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stake: integer('stake').notNull(),
    /** The slip's decimal odds as placed: the product of its legs'. */
    odds: doublePrecision('odds').notNull(),
    result: text('result').$type<BetResult>().notNull(),
    /** The platform sent the slip's result: our settlement leaves it alone. */
    platformSettled: boolean('platform_settled').notNull().default(false),
    legs: jsonb('legs').$type<StoredLeg[]>().notNull(),
    /** Net profit once settled (yuan, may be fractional: half results); null while open. */
    profit: doublePrecision('profit'),
    /** The platform bet id of another user's bet this one copied. */
    copiedFrom: text('copied_from'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bets_platform_bet_uq').on(t.platform, t.betId),
    index('bets_user_placed_idx').on(t.userId, t.placedAt, t.id),
    index('bets_settled_idx').on(t.settledAt),
    index('bets_placed_idx').on(t.placedAt),
    index('bets_copied_idx').on(t.platform, t.copiedFrom),
    // The console's ingest health: a platform's last bet written, one index step per platform.
    index('bets_platform_updated_idx').on(t.platform, t.updatedAt),
    index('bets_open_idx')
      .on(t.id)
      .where(sql`${t.settledAt} is null`),
  ],
);

/** A bet slip its user shared: liked, disliked and viewed. Its period is the bet's placing time. */
export const bettingReports = pgTable(
  'betting_reports',
  {
    id: serial('id').primaryKey(),
    betRowId: integer('bet_row_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('betting_reports_bet_uq').on(t.betRowId), index('betting_reports_created_idx').on(t.createdAt)],
);

/** One vote per user per report: 1 like, -1 dislike. */
export const reportVotes = pgTable(
  'report_votes',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => bettingReports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: smallint('vote').$type<1 | -1>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] }), index('report_votes_user_idx').on(t.userId)],
);

/** A week of the boards. Open while `closed_at` is null; computed one last time when it closes, then frozen. */
export const rankingPeriods = pgTable('ranking_periods', {
  startAt: timestamp('start_at', { withTimezone: true }).primaryKey(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  followBetCount: integer('follow_bet_count').notNull().default(0),
  computedAt: timestamp('computed_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/** One user's row on one board (1 red-order, 2 profit, 3 popularity, 4 follow-order) in one period. */
export const rankingRows = pgTable(
  'ranking_rows',
  {
    periodStart: timestamp('period_start', { withTimezone: true })
      .notNull()
      .references(() => rankingPeriods.startAt, { onDelete: 'cascade' }),
    board: smallint('board').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Competition rank: tied users share it (1, 2, 2, 4). */
    rank: integer('rank').notNull(),
    /** Order on the board, ties broken by user id. */
    position: integer('position').notNull(),
    value: doublePrecision('value').notNull(),
    betCount: integer('bet_count').notNull(),
    hitCount: integer('hit_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.periodStart, t.board, t.userId] }),
    index('ranking_rows_position_idx').on(t.periodStart, t.board, t.position),
  ],
);

/** A user's switch (hidden from the boards) and all-time figures for their title. */
export const rankingUsers = pgTable('ranking_users', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hidden: boolean('hidden').notNull().default(false),
  betCount: integer('bet_count').notNull().default(0),
  hitCount: integer('hit_count').notNull().default(0),
  profit: doublePrecision('profit').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A platform's ingest key (issue 27 §2 Platforms), besides the INGEST_KEYS of the environment: only the sha256 of
 * the key is kept (hex), the key itself is shown once when made. A rotation revokes the old and makes a new one
 * in one transaction; a revoked key stays as history (revoked_at, by whom), never deleted. The staff ids and
 * names are copied: the console's tables are not this module's.
 */
export const ingestKeys = pgTable(
  'ingest_keys',
  {
    id: serial('id').primaryKey(),
    platform: text('platform').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's last four characters, so staff can tell which key a platform holds. */
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
  },
  (t) => [
    uniqueIndex('ingest_keys_hash_uq').on(t.keyHash),
    index('ingest_keys_live_idx')
      .on(t.platform)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * The bet ingest's log (issue 27 §2 Platforms): one row per call, never the key — which key let it in (`env`, a
 * stored key's `#id`, or null when the key was refused), the bets sent and written, and the refused rows (index,
 * field, rule; at most INGEST_LOG_REFUSED_ROWS_MAX of refused_count). An accepted call's row is written in the
 * ingest's own transaction; a refused call's after it rolled back. Bounded: each write drops the platform's rows
 * older than its newest INGEST_LOG_KEPT (a log, not the bets' history, which the bets table keeps).
 */
export const ingestLog = pgTable(
  'ingest_log',
  {
    id: serial('id').primaryKey(),
    platform: text('platform').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    keyRef: text('key_ref'),
    outcome: text('outcome').notNull().$type<IngestLogEntry['outcome']>(),
    received: integer('received').notNull(),
    accepted: integer('accepted').notNull(),
    refusedCount: integer('refused_count').notNull(),
    refused: jsonb('refused').$type<IngestRefusedRow[]>().notNull(),
  },
  (t) => [index('ingest_log_platform_idx').on(t.platform, t.id)],
);
