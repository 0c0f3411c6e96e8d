import { Type, type Static, type TSchema } from 'typebox';
import { EpochMs, Id, Int, NonEmptyText, Nullable, Text } from '../schema-kit';

// The 主播 area of the console (issue 27 §2 Hosts and rooms, 运营): hosts as staff edit them, their schedule
// entries with the stream's start and address, and the room's group restriction and air state.

/** A portrait's largest size, before base64 (the upload is JSON, so the console's session and CSRF gate hold). */
export const HOST_PORTRAIT_MAX_BYTES = 2 * 1024 * 1024;
/** The portrait in base64: 4 characters per 3 bytes. */
export const HOST_PORTRAIT_MAX_BASE64 = Math.ceil(HOST_PORTRAIT_MAX_BYTES / 3) * 4;
export const HOST_TAGS_MAX = 8;

/**
 * Why a stream address cannot be played by the fans' live room, or null when it can: http or https, and a path
 * ending in .m3u8 (HLS: hls.js or the browser's own) or .flv (mpegts.js), as the room's player picks them.
 */
export function streamUrlProblem(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return '直播地址必须以 http:// 或 https:// 开头';
  const path = streamPath(value);
  if (path === null) return '直播地址不是有效的网址';
  if (!/\.(m3u8|flv)$/i.test(path)) return '直播地址必须是 .m3u8（HLS）或 .flv 流';
  return null;
}

/** The path of an http(s) address with a host and no blanks, or null (no URL class: the contract runs anywhere). */
function streamPath(value: string): string | null {
  const parts = /^https?:\/\/([^\s/?#@]+)([^\s?#]*)(\?[^\s#]*)?(#\S*)?$/i.exec(value);
  return parts ? (parts[2] ?? '') : null;
}

/** Whether a (valid) stream address is an FLV stream; else it is HLS. */
export const isFlvUrl = (value: string): boolean => /\.flv$/i.test(streamPath(value) ?? '');

/** A host as staff see it: the fans' profile fields plus the room's restriction and air state. */
export const ConsoleHost = Type.Object({
  id: Type.Integer(),
  nickName: Type.String(),
  /** '' while no portrait is uploaded. */
  headUrl: Type.String(),
  birthday: Nullable(Type.Integer()),
  tags: Type.Array(Type.String()),
  introduction: Type.String(),
  liveRoomId: Type.Integer(),
  /** Set: only users holding the room in their special rooms see the host (SPEC §6). */
  liveUserGroupId: Nullable(Type.Integer()),
  liveGroupUserType: Nullable(Type.Integer()),
  /** As the fans see it now: 0 offline, 1 live, 3 hidden. */
  liveStatus: Type.Integer(),
  /** Null while on air; the operator's reason while off air. */
  offAirReason: Nullable(Type.String()),
  followerCount: Type.Integer(),
});
export type ConsoleHost = Static<typeof ConsoleHost>;

export const ConsoleHostPage = Type.Object({ list: Type.Array(ConsoleHost), total: Type.Integer() });
export type ConsoleHostPage = Static<typeof ConsoleHostPage>;

/**
 * A request field that may be null, null tried first: the server's validator coerces types, and with the number
 * first a null would pass as 0 (a birthday of 1970) before the null branch is tried.
 */
export const NullOr = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** The profile fields a create or an edit sets. */
export const HostProfileInput = {
  nickName: NonEmptyText(32),
  /** Epoch ms of the day of birth; null: not given. */
  birthday: Type.Optional(NullOr(EpochMs())),
  tags: Type.Array(NonEmptyText(16), { maxItems: HOST_TAGS_MAX }),
  introduction: Type.Optional(Text(500)),
};

/** One schedule entry, cancelled ones included (they stay: a cancel is a state, never a deletion). */
export const ConsoleScheduleEntry = Type.Object({
  id: Type.Integer(),
  hostId: Type.Integer(),
  matchId: Type.Integer(),
  matchSource: Type.Integer(),
  /** 'Home vs Away · competition' as the match list shows it. */
  matchName: Type.String(),
  kickoffAt: Type.Integer(),
  /** When the stream starts; null: the room opens shortly before kick-off. */
  startAt: Nullable(Type.Integer()),
  /** Null: the room's own stream. */
  streamUrl: Nullable(Type.String()),
  cancelledAt: Nullable(Type.Integer()),
  cancelReason: Nullable(Type.String()),
});
export type ConsoleScheduleEntry = Static<typeof ConsoleScheduleEntry>;

export const ScheduleInput = {
  startAt: EpochMs(),
  /** Checked by streamUrlProblem (a field error naming `streamUrl`). */
  streamUrl: Text(1000),
};

export const ScheduleAddRequest = Type.Object({
  hostId: Id(),
  matchId: Id(),
  ...ScheduleInput,
  /** The jump game the stream belongs to (SPEC §9); 100, the default, shows for every jump game. */
  matchSource: Type.Optional(Int({ minimum: 1, maximum: 1000 })),
});
export type ScheduleAddRequest = Static<typeof ScheduleAddRequest>;

/** A user's role in a room's chat, with their nickname. */
export const ConsoleRoomMember = Type.Object({
  userId: Type.Integer(),
  nickName: Type.String(),
  role: Type.Union([Type.Literal('host'), Type.Literal('moderator')]),
});
export type ConsoleRoomMember = Static<typeof ConsoleRoomMember>;
