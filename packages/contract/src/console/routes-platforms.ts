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

/**
 * One platform: whether the server's INGEST_KEYS holds a key for it (that key is the environment's, not the
 * console's), its stored keys newest first, and when its bets were last written (an ingest, or the settle pass).
 * The ingest keeps no log of its calls or refused rows: there is nothing more to show.
 */
export const PlatformView = Type.Object({
  platform: ConsolePlatform,
  name: Type.String(),
  envKey: Type.Boolean(),
  keys: Type.Array(IngestKeyView),
  lastBetAt: Nullable(Type.Integer()),
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
  ingest: Type.Array(Type.Object({ platform: Type.String(), name: Type.String(), lastBetAt: Nullable(Type.Integer()) })),
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
    summary: 'Every bet platform: its stored ingest keys (never the keys themselves) and when its bets were last written',
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
    summary: 'Live rooms now, today’s purchases and refunds, reports waiting, each platform’s last bet written',
  }),
};
