import { Type, type Static, type TSchema } from 'typebox';

/**
 * Server-internal bus events: node to node, never pushed to a socket. Their channels are not ws channels
 * (CHANNEL_PATTERN refuses `internal:`), so the hub delivers them to no socket. Every event's name and payload
 * schema live here, once; a node checks each payload on receipt (another node may run another version) and
 * ignores one that does not fit (apps/server/src/realtime/bus-events.ts). The pushes a socket can hear
 * (`match.<id>`, `user.<uid>` …) are in ws.ts.
 */

/**
 * Anchor data changes: which cached answers each node drops. The client needs none of it (the caller of a
 * follow or like gets the new count in the answer).
 */
export const ANCHOR_CHANGES = 'internal:anchor';
export const AnchorChange = Type.Union([
  /** The leader's tick saw the clock move something the host answers show: live statuses, watcher counts, entries. */
  Type.Object({ kind: Type.Literal('moved') }),
  /** A follower count and one user's follows. */
  Type.Object({ kind: Type.Literal('follow'), userId: Type.Integer(), hostId: Type.Integer() }),
  /** A moment's like count, and the likes of the user who gave them. */
  Type.Object({ kind: Type.Literal('like'), userId: Type.Integer(), momentId: Type.Integer(), hostId: Type.Integer() }),
  /** One user's bookings. */
  Type.Object({ kind: Type.Literal('booking'), userId: Type.Integer(), matchId: Type.Integer() }),
]);
export type AnchorChange = Static<typeof AnchorChange>;

/**
 * Ended sessions: the user module announces a logout here (a login elsewhere already says so on `user.<uid>` as
 * `kicked`). Every node's hub checks again the sessions its sockets of that user authenticated with and drops the
 * user channels of those that no longer hold; the socket stays a visitor's.
 */
export const SESSION_ENDS = 'internal:session';
export const SessionEnd = Type.Object({ userId: Type.Integer() });
export type SessionEnd = Static<typeof SessionEnd>;

/** The news module's changes: which cached tip and expert answers each node drops. */
export const NEWS_CHANGES = 'internal:news';
export const NewsChange = Type.Union([
  /** Tips were published or settled: every shared tip and expert answer. */
  Type.Object({ kind: Type.Literal('tips') }),
  /** An expert's follower count and one user's follows. */
  Type.Object({ kind: Type.Literal('follow'), userId: Type.Integer(), expertId: Type.Integer() }),
  /** One user's purchases (and the expert's sale counts). */
  Type.Object({ kind: Type.Literal('bought'), userId: Type.Integer() }),
  /** One user bought a tip of one expert: that user's purchases and that expert's sale counts (not every expert's). */
  Type.Object({ kind: Type.Literal('sold'), userId: Type.Integer(), expertId: Type.Integer() }),
  /** Staff granted or revoked an expert role (issue 27): every answer derived from the experts. */
  Type.Object({ kind: Type.Literal('experts') }),
]);
export type NewsChange = Static<typeof NewsChange>;

/** The ranking module's changes: the leader recomputes, every node drops what moved. */
export const RANKING_CHANGES = 'internal:ranking';
export const RankingChange = Type.Union([
  /** Bets came in or settled: the leader recomputes the open period. */
  Type.Object({ kind: Type.Literal('bets') }),
  /** The leader stored new boards. */
  Type.Object({ kind: Type.Literal('computed') }),
  /** A user voted on a report. */
  Type.Object({ kind: Type.Literal('vote'), userId: Type.Integer() }),
  /** A user was hidden from (or shown again on) the boards. */
  Type.Object({ kind: Type.Literal('hidden'), userId: Type.Integer() }),
]);
export type RankingChange = Static<typeof RankingChange>;

/**
 * Content and config changed through the console (issue 27 §2): every node drops its cached banners, or its
 * settings (the word filter, the thresholds, the common config), so its next answer reflects the change.
 */
export const CONTENT_CHANGES = 'internal:content';
export const ContentChange = Type.Object({ kind: Type.Union([Type.Literal('banners'), Type.Literal('settings')]) });
export type ContentChange = Static<typeof ContentChange>;

/** Every internal bus event: its channel and payload schema. */
export const BUS_EVENTS = {
  [ANCHOR_CHANGES]: AnchorChange,
  [SESSION_ENDS]: SessionEnd,
  [NEWS_CHANGES]: NewsChange,
  [RANKING_CHANGES]: RankingChange,
  [CONTENT_CHANGES]: ContentChange,
} as const satisfies Record<string, TSchema>;
export type BusEventChannel = keyof typeof BUS_EVENTS;
export type BusEventOf<C extends BusEventChannel> = Static<(typeof BUS_EVENTS)[C]>;
