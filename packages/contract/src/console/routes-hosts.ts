import { Type } from 'typebox';
import { Id, Int, NonEmptyText, Text } from '../schema-kit';
import {
  ConsoleHost,
  ConsoleHostPage,
  ConsoleRoomMember,
  ConsoleScheduleEntry,
  HOST_PORTRAIT_MAX_BASE64,
  HostProfileInput,
  NullOr,
  ScheduleAddRequest,
  ScheduleInput,
} from './entities-hosts';
import { defineConsoleRoute } from './route';

// The 主播 area (issue 27 §2 Hosts and rooms), 运营 only. Every change is audited in its transaction and shows to
// the fans at once on every node; nothing is deleted (a cancel or an off-air is a state with a reason).

const OPERATOR = ['operator'] as const;
/** Optional on edits that are ordinary work (a typo fixed); the audit keeps it when given. */
const OptionalReason = Type.Optional(Text(500));

export const consoleHostRoutes = {
  hostsList: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/hosts',
    roles: OPERATOR,
    request: Type.Object({
      /** Part of the nickname, or the host id or room id. */
      q: Type.Optional(Text(32)),
      page: Type.Optional(Int({ minimum: 1, default: 1 })),
      size: Type.Optional(Int({ minimum: 1, maximum: 100, default: 20 })),
    }),
    response: ConsoleHostPage,
    summary: 'Hosts by nickname, host id or room id, hidden and off-air ones included, paged',
  }),
  hostCreate: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/hosts/create',
    roles: OPERATOR,
    request: Type.Object({ ...HostProfileInput, reason: OptionalReason }),
    response: ConsoleHost,
    summary: 'Makes a host with its own room (no portrait yet); the fans’ host list shows it at once',
  }),
  hostEdit: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/hosts/edit',
    roles: OPERATOR,
    request: Type.Object({ hostId: Id(), ...HostProfileInput, reason: OptionalReason }),
    response: ConsoleHost,
    summary: 'Changes a host’s nickname, birthday, tags and introduction',
  }),
  hostPortrait: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/hosts/portrait',
    roles: OPERATOR,
    request: Type.Object({
      hostId: Id(),
      /** The image's bytes in base64 (JPEG, PNG, WebP or GIF; checked by its bytes, metadata stripped). */
      image: Type.String({ minLength: 1, maxLength: HOST_PORTRAIT_MAX_BASE64 }),
      reason: OptionalReason,
    }),
    response: ConsoleHost,
    summary: 'Stores a new portrait (the fans’ app shows it as the host’s headUrl); the old file stays',
  }),
  hostGroup: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/hosts/group',
    roles: OPERATOR,
    request: Type.Object({
      hostId: Id(),
      /** Null: open to everyone. */
      liveUserGroupId: NullOr(Id()),
      liveGroupUserType: Type.Optional(NullOr(Int({ minimum: 0, maximum: 32767 }))),
      reason: NonEmptyText(500),
    }),
    response: ConsoleHost,
    summary: 'Restricts a room to a user group (only its members see the host) or opens it again',
  }),
  hostAir: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/hosts/air',
    roles: OPERATOR,
    request: Type.Object({ hostId: Id(), onAir: Type.Boolean(), reason: NonEmptyText(500) }),
    response: ConsoleHost,
    summary: 'Takes a room off air (never live to the fans, whatever it streams) or puts it back',
  }),
  hostSchedule: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/hosts/schedule',
    roles: OPERATOR,
    request: Type.Object({ hostId: Id() }),
    response: Type.Object({ list: Type.Array(ConsoleScheduleEntry) }),
    summary: 'A host’s schedule entries, cancelled ones included, latest kick-off first',
  }),
  scheduleAdd: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/hosts/schedule/add',
    roles: OPERATOR,
    request: ScheduleAddRequest,
    response: ConsoleScheduleEntry,
    summary: 'Schedules a host’s stream on a match not yet finished: start time and stream address (.m3u8 or .flv)',
  }),
  scheduleEdit: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/hosts/schedule/edit',
    roles: OPERATOR,
    request: Type.Object({ scheduleId: Id(), ...ScheduleInput, reason: OptionalReason }),
    response: ConsoleScheduleEntry,
    summary: 'Changes a scheduled stream’s start time and address',
  }),
  scheduleCancel: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/hosts/schedule/cancel',
    roles: OPERATOR,
    request: Type.Object({ scheduleId: Id(), reason: NonEmptyText(500) }),
    response: ConsoleScheduleEntry,
    summary: 'Cancels a scheduled stream: the entry stays, marked cancelled with the reason; fans no longer see it',
  }),
  roomMembers: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/hosts/room-members',
    roles: ['operator', 'moderator'],
    request: Type.Object({ hostId: Id() }),
    response: Type.Object({ list: Type.Array(ConsoleRoomMember) }),
    summary: 'The host’s room chat roles: its host account and moderators (set them with chat/room-role)',
  }),
};
