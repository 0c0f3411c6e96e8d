import { Type, type Static } from 'typebox';
import { EpochMs, Id } from '../schema-kit';

/**
 * Live-room chat (issue 28): one room per host. Lines follow the chat rules in rules/posting.ts (1–100 characters,
 * one line per 2 s per user, no links or phone numbers, listed words masked) and arrive live on `chat.<hostId>`.
 */

/** One chat line as every reader sees it; name and level are the sender's when they sent it. */
export const ChatMessage = Type.Object({
  /** Grows with time within a room: lines read in id order. */
  id: Id(),
  hostId: Id(),
  userId: Id(),
  nickName: Type.String(),
  /** VIP level (0 none), shown as a badge. */
  level: Type.Integer({ minimum: 0 }),
  /** After the word filter. */
  content: Type.String(),
  createDate: EpochMs(),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** A page of a room's history, oldest first; `hasMore` when older lines are there (ask with `before` = list[0].id). */
export const ChatHistory = Type.Object({
  list: Type.Array(ChatMessage),
  hasMore: Type.Boolean(),
});
export type ChatHistory = Static<typeof ChatHistory>;

/**
 * The answer to a sent line. `delivered` is false when the room was flooding and the line went to no one else
 * (not stored either): the sender's client shows it greyed with a notice. `message.id` is then 0.
 */
export const ChatSendResult = Type.Object({
  message: Type.Object({ ...ChatMessage.properties, id: Type.Integer({ minimum: 0 }) }),
  delivered: Type.Boolean(),
});
export type ChatSendResult = Static<typeof ChatSendResult>;

/**
 * A room's push on `chat.<hostId>`: the lines sent since the last push (a short interval's worth, in id order) and
 * the ids of lines taken down since (hidden by reports, or deleted by the host or staff). A client that sees a gap in
 * `seq` refetches the history instead.
 */
export const ChatPush = Type.Object({
  hostId: Type.Integer(),
  messages: Type.Array(ChatMessage),
  removed: Type.Array(Type.Integer()),
});
export type ChatPush = Static<typeof ChatPush>;

/** Who moderates a room: its host's own account, or a fan the host or staff appointed (房管). */
export const ChatModerator = Type.Object({
  userId: Id(),
  nickName: Type.String(),
  role: Type.Union([Type.Literal('host'), Type.Literal('moderator')]),
});
export type ChatModerator = Static<typeof ChatModerator>;
