import { Type, type Static } from 'typebox';
import { EpochMs, Flag, Id, Nullable } from '../schema-kit';

/** Stream addresses of a live room; an empty string when that format is not offered. */
export const VideoSourceDetail = Type.Object({
  flv: Type.String(),
  m3u8: Type.String(),
  rtmp: Type.String(),
});
export type VideoSourceDetail = Static<typeof VideoSourceDetail>;

/**
 * Where a match stands now, with SPEC §3 Match's field names: statusId in its sport's status map (SPEC §4),
 * the minute of play (football; null otherwise or before kick-off), the game clock (basketball: seconds left in the
 * period while it is played, else null) and the scores (null before kick-off).
 * The HTTP answer carries them so a page shows the score from its first render; `match.<id>` pushes follow.
 */
export const MatchScore = {
  statusId: Type.Integer(),
  minute: Nullable(Type.Integer({ minimum: 0 })),
  clock: Nullable(Type.Integer({ minimum: 0 })),
  homeScore: Nullable(Type.Integer({ minimum: 0 })),
  awayScore: Nullable(Type.Integer({ minimum: 0 })),
};

/** SPEC §3 matchInfos: a match a host is streaming or will stream. */
export const MatchInfo = Type.Object({
  matchId: Id(),
  matchTypeId: Type.Integer({ description: 'sport id' }),
  matchLeague: Type.String(),
  masterTeamName: Type.String(),
  guestTeamName: Type.String(),
  matchSource: Type.Integer(),
  startDate: EpochMs(),
  /** True when startDate is the kick-off of a fixture the record gives only the day of (rules/date-labels.ts kickoffClock). */
  kickoffTimeTbd: Type.Optional(Type.Boolean()),
  liveRoomId: Type.Integer(),
  /** Drops to 0 when none of the match's hosts is live (rules/visibility.ts). */
  liveStatus: Type.Integer(),
  videoSourceDetail: VideoSourceDetail,
  ...MatchScore,
});
export type MatchInfo = Static<typeof MatchInfo>;

/** One entry of a host's liveSchedule; liveStatus 0 not started, 1 in progress, 2 ended. */
export const HostScheduleEntry = Type.Object({
  id: Id(),
  hostId: Id(),
  matchId: Id(),
  matchSource: Type.Integer(),
  matchTypeId: Type.Integer(),
  matchLeague: Type.String(),
  masterTeamName: Type.String(),
  guestTeamName: Type.String(),
  startDate: EpochMs(),
  /** True when startDate is the kick-off of a fixture the record gives only the day of (rules/date-labels.ts kickoffClock). */
  kickoffTimeTbd: Type.Optional(Type.Boolean()),
  liveRoomId: Type.Integer(),
  liveStatus: Type.Integer({ minimum: 0, maximum: 2 }),
});
export type HostScheduleEntry = Static<typeof HostScheduleEntry>;

/**
 * SPEC §3 Host. SPEC has both `id` (record id) and `hostId` (the anchor's id); ours carry the same
 * number, the one every call's `hostId` takes and `host.<id>` uses.
 */
export const Host = Type.Object({
  id: Id(),
  hostId: Id(),
  nickName: Type.String(),
  headUrl: Type.String(),
  /** Epoch ms; the age label comes from rules/age.ts. */
  birthday: Nullable(EpochMs()),
  tags: Type.Array(Type.String()),
  introduction: Type.String(),
  /** 1 live; 3 means hidden (never shown). */
  liveStatus: Type.Integer(),
  liveSchedule: Type.Array(HostScheduleEntry),
  /** A file id of the host's cover picture. */
  pictureId: Type.String(),
  watcherCount: Type.Integer({ minimum: 0 }),
  liveRoomId: Type.Integer(),
  liveHostType: Type.Integer(),
  liveUserGroupId: Nullable(Type.Integer()),
  liveGroupUserType: Nullable(Type.Integer()),
  isTop: Flag(),
  /** Follower count. */
  attention: Type.Integer({ minimum: 0 }),
  /** 1 when the caller follows this host (0 for visitors). */
  isAttention: Flag(),
});
export type Host = Static<typeof Host>;

/** SPEC §3 Live match: a match with the hosts streaming it. */
export const LiveMatch = Type.Object({
  matchId: Id(),
  matchTypeName: Type.String(),
  matchLeague: Type.String(),
  masterTeamName: Type.String(),
  guestTeamName: Type.String(),
  startDate: EpochMs(),
  /** True when startDate is the kick-off of a fixture the record gives only the day of (rules/date-labels.ts kickoffClock). */
  kickoffTimeTbd: Type.Optional(Type.Boolean()),
  hostList: Type.Array(Host),
  activityStatus: Type.Integer(),
  /** Shown only when 0 (rules/visibility.ts). */
  status: Type.Integer(),
  matchSource: Type.Integer(),
  isLotteryProgress: Flag(),
  redEnvelopeTotalAmount: Type.Number({ minimum: 0 }),
  /** The sport id (SPEC §3 matchInfos' matchTypeId): which status map statusId follows. */
  matchTypeId: Type.Integer(),
  ...MatchScore,
});
export type LiveMatch = Static<typeof LiveMatch>;

/** SPEC §3 Host moment: photos are comma-separated file ids. */
export const HostMoment = Type.Object({
  id: Id(),
  hostId: Id(),
  nickName: Type.String(),
  headUrl: Type.String(),
  content: Type.String(),
  photos: Type.String(),
  createDate: EpochMs(),
  likedCount: Type.Integer({ minimum: 0 }),
  /** 1 when the logged-in caller has liked it (ours); always 0 for a visitor. */
  likedByMe: Flag(),
  /** How many of likedCount are the caller's (ours): they stop at MOMENT_LIKES_PER_USER; 0 for a visitor. */
  myLikes: Type.Integer({ minimum: 0 }),
});
export type HostMoment = Static<typeof HostMoment>;

/** One row of the weekly anchor rank. */
export const AnchorRankEntry = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  hostId: Id(),
  nickName: Type.String(),
  headUrl: Type.String(),
  /** Popularity score of the week. */
  score: Type.Integer({ minimum: 0 }),
  liveStatus: Type.Integer(),
  liveRoomId: Type.Integer(),
  attention: Type.Integer({ minimum: 0 }),
  isAttention: Flag(),
  /** SPEC §4 badge kind (1 red, 2 gain, 3 pop, 4 attention); null below the badged places. */
  badgeKind: Nullable(Type.Integer({ minimum: 1, maximum: 4 })),
});
export type AnchorRankEntry = Static<typeof AnchorRankEntry>;

/** What anchor/list/v2 returns: the anchor page in one call. */
export const AnchorListV2 = Type.Object({
  hostList: Type.Array(Host),
  liveMatchList: Type.Array(LiveMatch),
  momentList: Type.Array(HostMoment),
});
export type AnchorListV2 = Static<typeof AnchorListV2>;

/** SPEC §7 user/subscribe/info, plus the followed hosts (ours) so one call fills the store. */
export const SubscribeInfo = Type.Object({
  subscribeMatchId: Type.Array(Type.Integer()),
  subscribeHostId: Type.Array(Type.Integer()),
  attentionHostId: Type.Array(Type.Integer()),
});
export type SubscribeInfo = Static<typeof SubscribeInfo>;

export const HostAttention = Type.Object({
  hostId: Id(),
  /** Follower count after the change. */
  attention: Type.Integer({ minimum: 0 }),
  isAttention: Flag(),
});
export type HostAttention = Static<typeof HostAttention>;

/** A like batch's answer: the moment's total and the caller's own share of it after the batch. */
export const MomentLikes = Type.Object({
  momentId: Id(),
  likedCount: Type.Integer({ minimum: 0 }),
  myLikes: Type.Integer({ minimum: 0 }),
});
export type MomentLikes = Static<typeof MomentLikes>;
