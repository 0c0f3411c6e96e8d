import { Type } from 'typebox';
import { Id, NonEmptyText } from '../schema-kit';
import { defineConsoleRoute } from './route';

/** A user's role in a host's room chat (issue 28): its host, a moderator (房管), or none. */
export const ChatRoomRole = Type.Union([Type.Literal('host'), Type.Literal('moderator'), Type.Literal('none')]);

/** The console's room-chat calls: linking a host's own account to its room (who then appoints its moderators). */
export const consoleChatRoutes = {
  chatRoomRole: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/chat/room-role',
    roles: ['operator', 'moderator'],
    request: Type.Object({
      hostId: Id(),
      userId: Id(),
      role: ChatRoomRole,
      reason: NonEmptyText(500),
    }),
    response: Type.Object({ hostId: Type.Integer(), userId: Type.Integer(), role: ChatRoomRole }),
    summary: "Sets a user's role in a room's chat: its host (the host's own account), a moderator, or none",
  }),
};
