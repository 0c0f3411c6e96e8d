import { Type, type Static } from 'typebox';
import type { BetPlatform } from '../entities/ranking';
import { NonEmptyText, Nullable } from '../schema-kit';
import { STAFF_ROLES } from './roles';
import { defineConsoleRoute } from './route';

// The 平台 area (issue 27 §2 Platforms, 管理员 only) and the 概览 dashboard (every staff role). A platform's ingest
// key is stored hashed: the key itself is in one answer only, the one that made it.

/** A platform code as literals (not an enum): the role test's sample input and the console's picker read them. */
export const ConsolePlatform = Type.Union([
  Type.Literal('xj'),
  Type.Literal('bti'),
  Type.Literal('st'),
  Type.Literal('new-st'),
]);
export type ConsolePlatformCode = Static<typeof ConsolePlatform>;
// Fails to compile when BET_PLATFORMS gains or loses a platform this list does not: the two stay one list.
const samePlatforms: [BetPlatform, ConsolePlatformCode] extends [ConsolePlatformCode, BetPlatform] ? true : never = true;
void samePlatforms;

/** A stored key as staff see it, ever after it was made: never the key, only its last four characters. */
export const IngestKeyView = Type.Object({
  id: Type.Integer(),
  platform: Type.String(),
  hint: Type.String(),
  createdAt: Type.Integer(),
  createdBy: Type.String(),
  revokedAt: Nullable(Type.Integer()),
  revokedBy: Nullable(Type.String()),
});
export type IngestKeyView = Static<typeof IngestKeyView>;

/** The answer of a creation or rotation: the new key in plain text, shown this once. */
export const IngestKeyMade = Type.Object({ key: Type.String(), view: IngestKeyView });
export type IngestKeyMade = Static<typeof IngestKeyMade>;

/** How many refused rows one ingest log entry keeps (the call's answer names the first; the log up to this many). */
export const INGEST_LOG_REFUSED_ROWS_MAX = 20;
/** How many of a platform's latest ingest calls the 平台 page shows. */
export const INGEST_LOG_SHOWN = 20;

/** A refused row of an ingest call: its index in `bets`, the field and the rule it broke. */
export const IngestRefusedRow = Type.Object({ index: Type.Integer(), field: Type.String(), reason: Type.String() });
export type IngestRefusedRow = Static<typeof IngestRefusedRow>;

/**
 * One call of the bet ingest as the ranking module logs it (never the key): which key let it in — `env` (the
 * server's INGEST_KEYS) or a stored key's id (`#12`), null for a call refused for its key — the bets sent, how many
 * were written (the ingest is all or nothing: every row, or none when a row is refused), and the refused rows, at
 * most INGEST_LOG_REFUSED_ROWS_MAX of `refusedCount`. A body the schema refuses is not logged (no platform is
 * known of it).
 */
export const IngestLogEntry = Type.Object({
  id: Type.Integer(),
  platform: Type.String(),
  at: Type.Integer(),
  key: Nullable(Type.String()),
  outcome: Type.Union([Type.Literal('accepted'), Type.Literal('refusedKey'), Type.Literal('refusedRows')]),
  received: Type.Integer(),
  accepted: Type.Integer(),
  refusedCount: Type.Integer(),
  refused: Type.Array(IngestRefusedRow),
});
export type IngestLogEntry = Static<typeof IngestLogEntry>;

/**
 * One platform: whether the server's INGEST_KEYS holds a key for it (that key is the environment's, not the
 * console's), its stored keys newest first, when its bets were last written (an ingest, or the settle pass) and
 * its latest INGEST_LOG_SHOWN ingest calls, newest first, with the rows refused.
 */
export const PlatformView = Type.Object({
  platform: ConsolePlatform,
  name: Type.String(),
  envKey: Type.Boolean(),
  keys: Type.Array(IngestKeyView),
  lastBetAt: Nullable(Type.Integer()),
  ingests: Type.Array(IngestLogEntry),
});
export type PlatformView = Static<typeof PlatformView>;

const KeyAction = Type.Object({ platform: ConsolePlatform, reason: NonEmptyText(500) });

const CountGold = Type.Object({ count: Type.Integer(), gold: Type.Integer() });

/** The dashboard: now and today (the China day, 00:00 to now, +08:00). */
export const ConsoleDashboard = Type.Object({
  /** Hosts on air now, as the fans' live list shows them. */
  liveRooms: Type.Integer(),
  /** Tip purchases since the China day began: how many and the gold spent. */
  purchases: CountGold,
  /** Tip refunds credited since the China day began: how many and the gold. */
  refunds: CountGold,
  /** Items in the moderation queue (hidden or reported, not yet decided). */
  reportsWaiting: Type.Integer(),
  /**
   * Ingest health per platform: its last bet written, its last accepted ingest call, and the calls and rows
   * refused in the last 24 hours (a call refused for its key counts as a call, with no rows).
   */
  ingest: Type.Array(
    Type.Object({
      platform: Type.String(),
      name: Type.String(),
      lastBetAt: Nullable(Type.Integer()),
      lastIngestAt: Nullable(Type.Integer()),
      refusedCalls24h: Type.Integer(),
      refusedRows24h: Type.Integer(),
    }),
  ),
  /** When the China day began (epoch ms). */
  dayStart: Type.Integer(),
});
export type ConsoleDashboard = Static<typeof ConsoleDashboard>;

export const consolePlatformRoutes = {
  platforms: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/platforms',
    roles: ['admin'],
    request: Type.Object({}),
    response: Type.Object({ list: Type.Array(PlatformView) }),
    summary: 'Every bet platform: its stored ingest keys (never the keys), its last bet written and its latest ingest calls',
  }),
  platformKeyCreate: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/platforms/keys/create',
    roles: ['admin'],
    request: KeyAction,
    response: IngestKeyMade,
    summary: 'Makes a platform’s ingest key (refused while one is live: rotate it); the key is in this answer only',
  }),
  platformKeyRotate: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/platforms/keys/rotate',
    roles: ['admin'],
    request: KeyAction,
    response: IngestKeyMade,
    summary: 'Revokes the platform’s live key and makes a new one in one step; the old key is refused at once',
  }),
  platformKeyRevoke: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/platforms/keys/revoke',
    roles: ['admin'],
    request: KeyAction,
    response: Type.Object({ revoked: Type.Array(IngestKeyView) }),
    summary: 'Revokes the platform’s live key: refused at once on every node (the env key, if any, stays)',
  }),
  dashboard: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/dashboard',
    roles: STAFF_ROLES,
    request: Type.Object({}),
    response: ConsoleDashboard,
    summary: 'Live rooms now, today’s purchases and refunds, reports waiting, each platform’s ingest health',
  }),
};
