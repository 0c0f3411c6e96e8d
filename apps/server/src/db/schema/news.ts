// Tables of the news area (issue 15): experts, their tips and legs, purchases, follows, reads.
// Owner module: news (tools/eslint-boundaries.js SCHEMA_OWNERS).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { matches } from './match';
import { users } from './user';

/** An expert is a user with a profile; the profile's key is the user id (professorId). */
export const expertProfiles = pgTable(
  'expert_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The expert's portrait (a file path), shown with their name: the news module does not read the user tables. */
    headUrl: text('head_url').notNull().default(''),
    tag: text('tag').notNull().default(''),
    profile: text('profile').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    /** Sport ids the expert tips on (SPEC §9 sport ids). */
    sports: smallint('sports').array().notNull().default([]),
    /** A third-party source's expert (sportsSource 2 / isTripartite). */
    isTripartite: boolean('is_tripartite').notNull().default(false),
    hotStatus: boolean('hot_status').notNull().default(false),
    /** Moved by exactly one per follow or unfollow, in the follow's transaction. */
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when staff revoke the expert role (issue 27): the profile, tips and chain stay; no new tip is accepted and
     * the expert lists leave them out. Null: active. Granting again clears it; each change is in the audit log.
     */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [check('expert_profiles_follower_count_non_negative', sql`${t.followerCount} >= 0`)],
);

export type TipResult = 'win' | 'lose' | 'draw' | 'half_win' | 'half_lose' | 'cancel';

/**
 * A published tip: never updated by the news service after insert, except the settlement columns
 * (result, profit, settled_at, written by the settlement job), the counters and the hidden state (staff). Each expert's tips form a
 * hash chain (modules/news/chain.ts): `hash` covers the content, the publish time and `prev_hash`.
 */
export const tips = pgTable(
  'tips',
  {
    id: serial('id').primaryKey(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => expertProfiles.userId, { onDelete: 'cascade' }),
    /** Position in the expert's chain, 1-based. */
    chainSeq: integer('chain_seq').notNull(),
    title: text('title').notNull(),
    /** The analysis (paid content). */
    sportsInfo: text('sports_info').notNull(),
    /** The play and pick in words (paid content). */
    sportsPlay: text('sports_play').notNull(),
    /** Gold; 0 = free. */
    price: integer('price').notNull(),
    openBackGold: boolean('open_back_gold').notNull().default(false),
    returnGoldPercentage: smallint('return_gold_percentage').notNull().default(0),
    sportsType: smallint('sports_type').notNull(),
    bettingType: smallint('betting_type').notNull().default(1),
    isTripartite: boolean('is_tripartite').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    /** Units staked on the tip (the yield's denominator). */
    stake: real('stake').notNull().default(1),
    /** Set by the server at publish; a tip is refused at or after its first match's kick-off. */
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The earliest kick-off of its matches: on sale until then. */
    firstKickoffAt: timestamp('first_kickoff_at', { withTimezone: true }).notNull(),
    hash: text('hash').notNull(),
    /** Null for an expert's first tip. */
    prevHash: text('prev_hash'),
    /** Settlement (news-money): null until settled. */
    result: text('result').$type<TipResult>(),
    /** Units won (+) or lost (−) on `stake`. */
    profit: real('profit'),
    /** Effective decimal odds of all legs together. */
    settledOdds: real('settled_odds'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Distinct (user, China day) reads; moved in the read's transaction. */
    readCount: integer('read_count').notNull().default(0),
    /** Moved by the comments part in the comment's transaction. */
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * Hidden by staff (issue 27): fans' lists and reads leave the tip out, but it is never edited nor deleted, so
     * its hash stays in the expert's chain and the chain still verifies. Not covered by the hash, like settlement.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('tips_expert_chain_uq').on(t.expertId, t.chainSeq),
    index('tips_published_idx').on(t.publishedAt),
    index('tips_expert_published_idx').on(t.expertId, t.publishedAt),
    index('tips_first_kickoff_idx').on(t.firstKickoffAt),
    index('tips_sport_published_idx').on(t.sportsType, t.publishedAt),
    index('tips_expert_settled_idx').on(t.expertId, t.settledAt),
    check('tips_price_non_negative', sql`${t.price} >= 0`),
    check('tips_return_pct_range', sql`${t.returnGoldPercentage} between 0 and 100`),
    check('tips_stake_positive', sql`${t.stake} > 0`),
  ],
);

export type TipPlay = 'result' | 'handicap' | 'total';
export type TipPick = 'home' | 'draw' | 'away' | 'over' | 'under';

/** One match of a tip, as a settlement Selection (lib/settlement.ts) plus the odds taken. */
export const tipLegs = pgTable(
  'tip_legs',
  {
    tipId: integer('tip_id')
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    legNo: smallint('leg_no').notNull(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    play: text('play').$type<TipPlay>().notNull(),
    pick: text('pick').$type<TipPick>().notNull(),
    /** Handicap: the home side's line; total: the line; null for result. */
    line: real('line'),
    /** Decimal odds taken. */
    odds: real('odds').notNull(),
    /** The leg's own result once its match settled (news-money). */
    result: text('result').$type<TipResult>(),
  },
  (t) => [primaryKey({ columns: [t.tipId, t.legNo] }), index('tip_legs_match_idx').on(t.matchId)],
);

/** A user bought a tip; written by the buy (news-money) with its ledger debit, read for who sees paid content. */
export const tipPurchases = pgTable(
  'tip_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipId: integer('tip_id')
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    walletEntryId: bigint('wallet_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tip_purchases_user_tip_uq').on(t.userId, t.tipId), index('tip_purchases_tip_idx').on(t.tipId)],
);

export const expertFollows = pgTable(
  'expert_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => expertProfiles.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expertId] }), index('expert_follows_expert_idx').on(t.expertId)],
);

/** A user read a tip on a China day (epoch ms of the day's start): readCount counts these rows. */
export const tipReads = pgTable(
  'tip_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipId: integer('tip_id')
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    chinaDay: bigint('china_day', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tipId, t.chinaDay] })],
);
