import { Type } from 'typebox';
import { Page } from '../envelope';
import { defineRoute } from '../route';
import {
  AnchorListV2,
  AnchorRankEntry,
  Host,
  HostAttention,
  HostMoment,
  HostScheduleEntry,
  MatchInfo,
  MomentLikes,
  SubscribeInfo,
} from '../entities/anchor';
import { Pid } from '../entities/match';
import { Flag, Id, Int, NoInput, pageFields, Text } from '../schema-kit';

/** 1 newest first, 2 most liked first (ours: SPEC only gives the default 1). */
const MomentSort = () => Int({ minimum: 1, maximum: 2, default: 1 });
const HostIdBody = () => Type.Object({ hostId: Id() });
const BookingBody = () => Type.Object({ matchId: Id(), hostId: Type.Optional(Id()) });

/** One user's likes of one moment add up to at most this many. */
export const MOMENT_LIKES_PER_USER = 99;

export const anchorRoutes = {
  listV2: defineRoute({
    method: 'GET',
    path: '/ssapi/anchor/list/v2',
    auth: 'optional',
    request: Type.Object({
      pid: Type.Optional(Pid()),
      matchSource: Type.Optional(Int({ minimum: 0 })),
      /** Cache-buster the client sends; ignored. */
      t: Type.Optional(Text(32)),
      momentSort: Type.Optional(MomentSort()),
    }),
    response: AnchorListV2,
    summary: 'The anchor page in one call: hosts, live matches with their hosts, popular moments (shape is ours)',
    ours: true,
  }),
  specialRoomIds: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/liveRoom/getSpecialRoomIds',
    auth: 'required',
    request: NoInput(),
    response: Type.String({ description: 'comma-separated room ids' }),
    summary: 'Room ids of group-restricted rooms the user may watch, comma-separated',
  }),
  hostLiveMatchInfo: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/host/load/live/match/info',
    auth: 'optional',
    request: HostIdBody(),
    response: Type.Array(MatchInfo),
    summary: 'Matches a host streams, with the stream addresses (shape is ours)',
    ours: true,
  }),
  hostList: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/host/list',
    auth: 'optional',
    // SPEC: "not shown". Ours: one tab of the all-anchor page (host list kind 1 live, 2 soon, 3 scheduled).
    request: Type.Object({ kind: Type.Optional(Int({ minimum: 1, maximum: 3 })), ...pageFields() }),
    response: Page(Host),
    summary: 'All anchors, optionally of one host list kind, top ones first',
    ours: true,
  }),
  hostDetail: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/host/detail',
    auth: 'optional',
    // Not in SPEC §7: the anchor detail page needs the host itself.
    request: HostIdBody(),
    response: Host,
    summary: 'One anchor with its schedule (ours)',
    ours: true,
  }),
  momentList: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/host/moment/list',
    auth: 'optional',
    request: Type.Object({ hostId: Type.Optional(Id()), momentSort: Type.Optional(MomentSort()), ...pageFields() }),
    response: Page(HostMoment),
    summary: 'A host’s moments (all hosts when hostId is absent); page 1 replaces, later pages append',
  }),
  momentBatchLiked: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/host/moment/submit/batch/liked',
    auth: 'required',
    // A batch of taps; one user's likes of one moment add up to at most MOMENT_LIKES_PER_USER (the rest is dropped).
    request: Type.Object({ momentId: Id(), count: Int({ minimum: 1, maximum: MOMENT_LIKES_PER_USER }) }),
    response: MomentLikes,
    summary:
      'Adds a burst of taps (count) to a moment’s likes, capped per user and moment; answers the total and the caller’s own count',
  }),
  hostSchedule: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/host/load/schedule',
    auth: 'optional',
    request: HostIdBody(),
    response: Type.Array(HostScheduleEntry),
    summary: 'A host’s schedule entries, soonest first',
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/subscribe',
    auth: 'required',
    // SPEC: "not shown". Ours: book a match (a host's stream of it when hostId is given); idempotent.
    request: BookingBody(),
    response: SubscribeInfo,
    summary: 'Books a host’s stream of a match; answers the user’s bookings after the change',
    ours: true,
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/unsubscribe',
    auth: 'required',
    // SPEC: "not shown". Ours: mirror of subscribe; idempotent.
    request: BookingBody(),
    response: SubscribeInfo,
    summary: 'Cancels a booking; answers the user’s bookings after the change',
    ours: true,
  }),
  userSubscribeInfo: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/user/subscribe/info',
    auth: 'required',
    request: NoInput(),
    response: SubscribeInfo,
    summary: 'The user’s booked match ids and host ids (and followed host ids, ours)',
  }),
  hostRank: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/host/rank',
    auth: 'optional',
    // SPEC: "not shown". Ours: the week rank page, top `size` of the current week.
    request: Type.Object({ size: Type.Optional(Int({ minimum: 1, maximum: 100, default: 50 })) }),
    response: Type.Array(AnchorRankEntry),
    summary: 'Weekly anchor rank by popularity',
    ours: true,
  }),
  follow: defineRoute({
    method: 'POST',
    path: '/api/forehead/live/host/attention',
    auth: 'required',
    // Not in SPEC §7 (SPEC §4 describes the effect): attention 1 follows, 0 unfollows; idempotent.
    request: Type.Object({ hostId: Id(), attention: Flag() }),
    response: HostAttention,
    summary: 'Follows (attention 1) or unfollows (0) a host; answers the new follower count',
    ours: true,
  }),
};
