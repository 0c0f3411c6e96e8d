import { Type } from 'typebox';
import { ChatHistory, ChatModerator, ChatSendResult } from '../entities/chat';
import { CHAT_PAGE_SIZE } from '../rules/posting';
import { defineRoute } from '../route';
import { EpochMs, Id, Int, Text } from '../schema-kit';

const CHAT = '/api/forehead/live/chat';

/** Longest a host or staff may mute a user in their room: a week. */
export const CHAT_MUTE_MINUTES_MAX = 7 * 24 * 60;

/** Most moderators (房管) a room may have besides its host, as live apps cap them. */
export const CHAT_MODERATORS_MAX = 20;

const RoomUser = Type.Object({ hostId: Id(), userId: Id() });

/** Live-room chat (issue 28; SPEC names none of these: all ours). */
export const chatRoutes = {
  send: defineRoute({
    method: 'POST',
    path: `${CHAT}/send`,
    auth: 'required',
    // The length and the link/phone rules are checked by the service (chatContentProblem) so the refusal says which.
    request: Type.Object({ hostId: Id(), content: Text(400) }),
    response: ChatSendResult,
    summary: "Sends a line to a host's room",
    ours: true,
  }),
  history: defineRoute({
    method: 'GET',
    path: `${CHAT}/history`,
    auth: 'none',
    request: Type.Object({
      hostId: Id(),
      /** Lines older than this id; absent: the latest. */
      before: Type.Optional(Id()),
      size: Type.Optional(Int({ minimum: 1, maximum: CHAT_PAGE_SIZE, default: CHAT_PAGE_SIZE })),
    }),
    response: ChatHistory,
    summary: "A room's last lines, oldest first, or older ones before a line",
    ours: true,
  }),
  report: defineRoute({
    method: 'POST',
    path: `${CHAT}/message/report`,
    auth: 'required',
    request: Type.Object({ messageId: Id(), cateId: Id(), content: Type.Optional(Text(200)) }),
    response: Type.Object({ reportId: Id() }),
    summary: 'Reports a chat line for a reason (the reasons of comment reports); five users hide it',
    ours: true,
  }),
  remove: defineRoute({
    method: 'POST',
    path: `${CHAT}/message/delete`,
    auth: 'required',
    request: Type.Object({ messageId: Id() }),
    response: Type.Object({ messageId: Id() }),
    summary: "Deletes a line from the room (the room's host or staff)",
    ours: true,
  }),
  mute: defineRoute({
    method: 'POST',
    path: `${CHAT}/mute`,
    auth: 'required',
    request: Type.Object({ hostId: Id(), userId: Id(), minutes: Int({ minimum: 1, maximum: CHAT_MUTE_MINUTES_MAX }) }),
    response: Type.Object({ until: EpochMs() }),
    summary: "Mutes a user in the room for some minutes (the room's host or staff)",
    ours: true,
  }),
  moderators: defineRoute({
    method: 'GET',
    path: `${CHAT}/moderators`,
    auth: 'none',
    request: Type.Object({ hostId: Id() }),
    response: Type.Object({ list: Type.Array(ChatModerator) }),
    summary: "A room's host and moderators",
    ours: true,
  }),
  appointModerator: defineRoute({
    method: 'POST',
    path: `${CHAT}/moderator/appoint`,
    auth: 'required',
    request: RoomUser,
    response: Type.Object({ list: Type.Array(ChatModerator) }),
    summary: "Makes a user a moderator of the room (the room's host or staff); answers the room's moderators",
    ours: true,
  }),
  removeModerator: defineRoute({
    method: 'POST',
    path: `${CHAT}/moderator/remove`,
    auth: 'required',
    request: RoomUser,
    response: Type.Object({ list: Type.Array(ChatModerator) }),
    summary: "Takes a moderator's seat away (the room's host or staff); answers the room's moderators",
    ours: true,
  }),
};
