import { Type, type Static } from 'typebox';
import type { ChatPush } from './entities/chat';
import { PeriodScores } from './entities/match';
import type { FootballTecPush } from './push-football-tec';

/** The push protocol on `/ws` (ARCHITECTURE §5): client commands, server messages, channels, caps. */

/** Largest client frame the server reads; a bigger one closes the socket (1009). */
export const MAX_WS_MESSAGE_BYTES = 4096;
/** Channels one socket may hold at once. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 200;
/** Server ping period; a socket that did not answer the previous ping is terminated. SPEC §9. */
export const HEARTBEAT_MS = 60_000;

// ---- channels -------------------------------------------------------------------------------------

export type ChannelKind = 'live' | 'match' | 'footballTec' | 'host' | 'user' | 'chat';
export const CHANNEL_KINDS: readonly ChannelKind[] = ['live', 'match', 'footballTec', 'host', 'user', 'chat'];

/** `live`, or `<kind>.<id>` with an id of letters, digits, `_` or `-` (numeric in practice). */
export const CHANNEL_PATTERN = '^(?:live|(?:match|footballTec|host|user|chat)\\.[A-Za-z0-9_-]{1,64})$';
const channelRegExp = new RegExp(CHANNEL_PATTERN);

export type LiveChannel = 'live';
export type MatchChannel = `match.${string}`;
export type FootballTecChannel = `footballTec.${string}`;
export type HostChannel = `host.${string}`;
export type UserChannel = `user.${string}`;
/** A host's live-room chat (issue 28). */
export type ChatChannel = `chat.${string}`;
export type ChannelName = LiveChannel | MatchChannel | FootballTecChannel | HostChannel | UserChannel | ChatChannel;

export const LIVE_CHANNEL: LiveChannel = 'live';
export const matchChannel = (matchId: number | string): MatchChannel => `match.${matchId}`;
export const footballTecChannel = (matchId: number | string): FootballTecChannel => `footballTec.${matchId}`;
export const hostChannel = (hostId: number | string): HostChannel => `host.${hostId}`;
export const userChannel = (uid: number | string): UserChannel => `user.${uid}`;
export const chatChannel = (hostId: number | string): ChatChannel => `chat.${hostId}`;

export const isChannelName = (name: unknown): name is ChannelName =>
  typeof name === 'string' && channelRegExp.test(name);

/** The kind of a valid channel name, or null. */
export function channelKind(name: string): ChannelKind | null {
  if (!isChannelName(name)) return null;
  if (name === 'live') return 'live';
  return name.slice(0, name.indexOf('.')) as ChannelKind;
}

/** The id part of `<kind>.<id>` (null for `live` or an invalid name). */
export function channelId(name: string): string | null {
  if (!isChannelName(name) || name === 'live') return null;
  return name.slice(name.indexOf('.') + 1);
}

export const Channel = Type.String({ pattern: CHANNEL_PATTERN, maxLength: 80 });

// ---- push events: one typed map used by the server (publish) and the client (routing) ----------

export const MatchPush = Type.Object({
  matchId: Type.Integer(),
  /** SPEC §4 football status 0-13 (or basketball 0-15). */
  statusId: Type.Integer(),
  minute: Type.Integer({ minimum: 0 }),
  homeScore: Type.Integer({ minimum: 0 }),
  awayScore: Type.Integer({ minimum: 0 }),
  homeHalfScore: Type.Integer({ minimum: 0 }),
  awayHalfScore: Type.Integer({ minimum: 0 }),
  homeCorner: Type.Integer({ minimum: 0 }),
  awayCorner: Type.Integer({ minimum: 0 }),
  /** Basketball: points per period so far, [home, away] (entities/match.ts PeriodScores); absent for football. */
  periodScores: Type.Optional(PeriodScores),
  /** Basketball: seconds left on the period's game clock while a period is played; absent otherwise. */
  clock: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Epoch ms. */
  updatedAt: Type.Integer(),
});
export type MatchPush = Static<typeof MatchPush>;

/** The tab bar's live badge (SPEC §2). */
export const LivePush = Type.Object({
  hasLive: Type.Boolean(),
  liveHostIds: Type.Array(Type.Integer()),
});
export type LivePush = Static<typeof LivePush>;

export const HostPush = Type.Object({
  hostId: Type.Integer(),
  /** SPEC §4: 1 means live. */
  liveStatus: Type.Integer(),
  watcherCount: Type.Integer({ minimum: 0 }),
});
export type HostPush = Static<typeof HostPush>;

export const UserPush = Type.Union([
  /** Another device logged in: the session on this one has ended (505). */
  Type.Object({ type: Type.Literal('kicked'), msg: Type.String() }),
  Type.Object({ type: Type.Literal('gold'), balance: Type.Integer() }),
]);
export type UserPush = Static<typeof UserPush>;

export interface PushEvents {
  live: LivePush;
  match: MatchPush;
  footballTec: FootballTecPush;
  host: HostPush;
  user: UserPush;
  chat: ChatPush;
}

/** The data type pushed on a channel name, e.g. `PushDataOf<'match.1'>` is `MatchPush`. */
export type PushDataOf<C extends string> = C extends 'live'
  ? PushEvents['live']
  : C extends `${infer K}.${string}`
    ? K extends keyof PushEvents
      ? PushEvents[K]
      : never
    : never;

// ---- client → server --------------------------------------------------------------------------

const ChannelList = Type.Array(Channel, { minItems: 1, maxItems: MAX_SUBSCRIPTIONS_PER_SOCKET });

export const SubscribeCommand = Type.Object({ cmd: Type.Literal('subscribe'), channels: ChannelList });
export const UnsubscribeCommand = Type.Object({ cmd: Type.Literal('unsubscribe'), channels: ChannelList });
export const PingCommand = Type.Object({ cmd: Type.Literal('ping') });
/** Needed before subscribing `user.<uid>`: the same token + uid pair the HTTP headers carry. */
export const AuthCommand = Type.Object({
  cmd: Type.Literal('auth'),
  token: Type.String({ minLength: 1, maxLength: 512 }),
  uid: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Integer()]),
});
export const ClientCommand = Type.Union([SubscribeCommand, UnsubscribeCommand, PingCommand, AuthCommand]);
export type SubscribeCommand = Static<typeof SubscribeCommand>;
export type UnsubscribeCommand = Static<typeof UnsubscribeCommand>;
export type PingCommand = Static<typeof PingCommand>;
export type AuthCommand = Static<typeof AuthCommand>;
export type ClientCommand = Static<typeof ClientCommand>;
export const CLIENT_COMMANDS = [
  'subscribe',
  'unsubscribe',
  'ping',
  'auth',
] as const satisfies readonly ClientCommand['cmd'][];

// ---- server → client --------------------------------------------------------------------------

/**
 * A channel push. `seq` counts from 1 per channel on the node that holds the socket; nothing is
 * replayed, so after a reconnect the client re-subscribes and refetches its snapshot over HTTP.
 */
export interface ChannelMessage<C extends ChannelName = ChannelName> {
  chId: C;
  seq: number;
  data: PushDataOf<C>;
}
export const ChannelMessage = Type.Object({
  chId: Channel,
  seq: Type.Integer({ minimum: 1 }),
  data: Type.Unknown(),
});

/** SPEC §4 routing by namespace plus mutation or action (store-style messages). */
export const NamespaceMessage = Type.Union([
  Type.Object({ namespace: Type.String(), mutation: Type.String(), data: Type.Unknown() }),
  Type.Object({ namespace: Type.String(), action: Type.String(), data: Type.Unknown() }),
]);
export type NamespaceMessage = Static<typeof NamespaceMessage>;

export const PongMessage = Type.Object({ cmd: Type.Literal('pong') });
/** Acknowledges a subscribe: the channels of that command now held (deduplicated). */
export const SubscribedMessage = Type.Object({ cmd: Type.Literal('subscribed'), channels: Type.Array(Channel) });
export const UnsubscribedMessage = Type.Object({ cmd: Type.Literal('unsubscribed'), channels: Type.Array(Channel) });
export const AuthResultMessage = Type.Object({
  cmd: Type.Literal('auth'),
  ok: Type.Boolean(),
  /** When not ok: 400 no session, 405 expired, 505 kicked (ARCHITECTURE §3). */
  code: Type.Optional(Type.Integer()),
  msg: Type.Optional(Type.String()),
});
/** 422 bad command, 400 `user.<uid>` without a matching auth, 500 internal. */
export const ErrorMessage = Type.Object({
  cmd: Type.Literal('error'),
  code: Type.Integer(),
  msg: Type.String(),
  /** The channels the error is about, when it is about some. */
  channels: Type.Optional(Type.Array(Type.String())),
});
export type PongMessage = Static<typeof PongMessage>;
export type SubscribedMessage = Static<typeof SubscribedMessage>;
export type UnsubscribedMessage = Static<typeof UnsubscribedMessage>;
export type AuthResultMessage = Static<typeof AuthResultMessage>;
export type ErrorMessage = Static<typeof ErrorMessage>;
export type CommandReply = PongMessage | SubscribedMessage | UnsubscribedMessage | AuthResultMessage | ErrorMessage;
export type ServerMessage = ChannelMessage | NamespaceMessage | CommandReply;

export const isNamespaceMessage = (value: unknown): value is NamespaceMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  const v = value as Record<string, unknown>;
  return (
    keys.length === 3 &&
    typeof v.namespace === 'string' &&
    'data' in v &&
    (typeof v.mutation === 'string' || typeof v.action === 'string')
  );
};

// ---- admin push (ours: ARCHITECTURE §3 "admin/ingest under /admin/") ----------------------------

export const ADMIN_PUSH_PATH = '/admin/push';
export const ADMIN_TOKEN_HEADER = 'x-admin-token';
export const AdminPushBody = Type.Object({ channel: Channel, data: Type.Unknown() });
export type AdminPushBody = Static<typeof AdminPushBody>;
