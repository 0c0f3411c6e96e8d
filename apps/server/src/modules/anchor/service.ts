import {
  ANCHOR_DEFAULT_MOMENT_SORT,
  BadgeKind,
  chinaDayStart,
  DAY_MS,
  DEFAULT_JUMP_GAME_ID,
  hasLiveBadge,
  HostLiveStatus,
  MOMENT_LIKES_PER_USER,
  VISITOR,
  type AnchorListV2,
  type AnchorRankEntry,
  type Host,
  type HostAttention,
  type HostMoment,
  type HostScheduleEntry,
  type LivePush,
  type MatchInfo,
  type MomentLikes,
  type PageOf,
  type SubscribeInfo,
  type Viewer,
} from '@sport/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import {
  addBooking,
  addMomentLikes,
  findBookings,
  findFollowedHostIds,
  findHosts,
  findMomentHost,
  findMoments,
  findScheduleRows,
  findSpecialRoomIds,
  findWeeklyLikes,
  matchExists,
  removeBooking,
  setFollow,
  type MomentRow,
} from './repository';
import { bindUpcomingSchedules, SCHEDULE_WINDOW } from './schedule-binder';
import { buildSnapshot, type HostModel, type Snapshot } from './snapshot';
import { TtlCache } from '../../lib/ttl-cache';
import {
  hostView,
  hostVisible,
  liveMatchList,
  matchInfos,
  visibleEntries,
  visibleHostList,
  withAttention,
  type StreamUrls,
  type ViewContext,
} from './views';

/** Who is calling, as the anchor rules need it. */
export interface ViewerInfo {
  viewer: Viewer;
  followed: ReadonlySet<number>;
  /** Part of every cache key: viewers with the same group access share answers. */
  groupKey: string;
}
const VISITOR_INFO: ViewerInfo = { viewer: VISITOR, followed: new Set(), groupKey: 'v' };

export interface AnchorServiceOptions {
  db: Db;
  /** The clock; injectable so tests can move time. */
  now?: () => number;
  /** The world snapshot and a viewer's rooms and follows live this long before a rebuild. */
  ttlMs?: number;
  /**
   * The shared answers (lists, ranks) live this long. The tick clears them whenever anything they show
   * changes, watcher counts included, and every node clears them on a live or host push; the TTL only bounds
   * how long another node shows a change that published nothing. Each rebuild reads the database and
   * compresses the answers again, so it is not done every few seconds under load.
   */
  answerTtlMs?: number;
}

/** The live state the leader's tick compares and publishes. */
export interface LiveState {
  hosts: Map<number, { liveStatus: number; watcherCount: number }>;
  badge: LivePush;
  /** Changes whenever anything the shared answers show from the clock changes: live statuses, watcher counts. */
  signature: string;
}

const LIST_MATCH_LIMIT = 16;
const LIST_MOMENT_LIMIT = 10;
const WEEK_BADGES: readonly (number | null)[] = [BadgeKind.Red, BadgeKind.Gain, BadgeKind.Gain];

/** Monday 00:00 (China time) of the week holding `now`. */
export function weekStart(now: number): number {
  const day = chinaDayStart(now);
  const weekday = (new Date(day + 8 * 3_600_000).getUTCDay() + 6) % 7; // 0 = Monday
  return day - weekday * DAY_MS;
}

export type AnchorService = ReturnType<typeof createAnchorService>;

export function createAnchorService({ db, now = Date.now, ttlMs = 5_000, answerTtlMs = 30_000 }: AnchorServiceOptions) {
  const snapshots = new TtlCache<Snapshot>(ttlMs, 1, now);
  const lists = new TtlCache<AnchorListV2>(answerTtlMs, 200, now);
  const hostLists = new TtlCache<PageOf<Host>>(answerTtlMs, 500, now);
  const ranks = new TtlCache<AnchorRankEntry[]>(answerTtlMs, 200, now);
  const viewers = new TtlCache<ViewerInfo>(ttlMs, 10_000, now);

  const snapshot = () =>
    snapshots.get('all', async () => {
      const at = now();
      const [hostRows, scheduleRows] = await Promise.all([
        findHosts(db),
        findScheduleRows(db, new Date(at - SCHEDULE_WINDOW.backMs), new Date(at + SCHEDULE_WINDOW.aheadMs)),
      ]);
      return buildSnapshot(hostRows, scheduleRows, at);
    });

  const viewerInfo = (userId: number | null): Promise<ViewerInfo> => {
    if (userId === null) return Promise.resolve(VISITOR_INFO);
    return viewers.get(String(userId), async () => {
      const [rooms, followed] = await Promise.all([findSpecialRoomIds(db, userId), findFollowedHostIds(db, userId)]);
      return {
        viewer: { loggedIn: true, specialRoomIds: rooms },
        followed: new Set(followed),
        groupKey: `u:${rooms.join(',')}`,
      };
    });
  };

  const context = (info: ViewerInfo, jumpGameId: number = DEFAULT_JUMP_GAME_ID): ViewContext => ({
    viewer: info.viewer,
    jumpGameId,
  });

  /** A host the viewer may see, or 404: a restricted host does not exist for those outside its group. */
  const visibleHost = async (info: ViewerInfo, hostId: number): Promise<{ snap: Snapshot; model: HostModel }> => {
    const snap = await snapshot();
    const model = snap.byId.get(hostId);
    if (!model || !hostVisible(model, info.viewer)) throw notFound('host');
    return { snap, model };
  };

  const visibleHostIds = async (info: ViewerInfo): Promise<number[]> =>
    (await snapshot()).hosts.filter((m) => hostVisible(m, info.viewer)).map((m) => m.row.id);

  const momentViews = (snap: Snapshot, rows: MomentRow[]): HostMoment[] =>
    rows.map((r) => {
      const host = snap.byId.get(r.hostId);
      return {
        id: r.id,
        hostId: r.hostId,
        nickName: host?.row.nickName ?? '',
        headUrl: host?.headUrl ?? '',
        content: r.content,
        photos: r.photos,
        createDate: r.createdAt.getTime(),
        likedCount: r.likedCount,
      };
    });

  const subscribeInfo = async (userId: number): Promise<SubscribeInfo> => {
    const [bookings, followed] = await Promise.all([findBookings(db, userId), findFollowedHostIds(db, userId)]);
    return {
      subscribeMatchId: [...new Set(bookings.map((b) => b.matchId))],
      subscribeHostId: [...new Set(bookings.map((b) => b.hostId).filter((id) => id !== 0))],
      attentionHostId: followed,
    };
  };

  /** Every change that shows in the shared answers clears them (on this node; others via the bus). */
  const invalidate = () => {
    snapshots.clear();
    lists.clear();
    hostLists.clear();
    ranks.clear();
  };

  return {
    viewerInfo,
    invalidate,

    async listV2(userId: number | null, q: { matchSource?: number; momentSort?: number }): Promise<AnchorListV2> {
      const info = await viewerInfo(userId);
      const jumpGameId: number = q.matchSource ?? DEFAULT_JUMP_GAME_ID;
      const momentSort = q.momentSort ?? ANCHOR_DEFAULT_MOMENT_SORT;
      const shared = await lists.get(`${jumpGameId}|${momentSort}|${info.groupKey}`, async () => {
        const snap = await snapshot();
        const ctx = context(info, jumpGameId);
        const hostIds = snap.hosts.filter((m) => hostVisible(m, info.viewer)).map((m) => m.row.id);
        const moments = await findMoments(db, { hostIds, sort: momentSort, limit: LIST_MOMENT_LIMIT, offset: 0 });
        return {
          hostList: visibleHostList(snap, ctx).map((h) => h.host),
          liveMatchList: liveMatchList(snap, ctx, LIST_MATCH_LIMIT),
          momentList: momentViews(snap, moments.rows),
        };
      });
      if (info.followed.size === 0) return shared;
      return {
        ...shared,
        hostList: withAttention(shared.hostList, info.followed),
        liveMatchList: shared.liveMatchList.map((m) => ({ ...m, hostList: withAttention(m.hostList, info.followed) })),
      };
    },

    async hostList(userId: number | null, q: { kind?: number; page?: number; size?: number }): Promise<PageOf<Host>> {
      const info = await viewerInfo(userId);
      const page = q.page ?? 1;
      const size = q.size ?? 10;
      const shared = await hostLists.get(`${info.groupKey}|${q.kind ?? 0}|${page}|${size}`, async () => {
        const all = visibleHostList(await snapshot(), context(info));
        const matching = q.kind === undefined ? all : all.filter((h) => h.kind === q.kind);
        return {
          list: matching.slice((page - 1) * size, page * size).map((h) => h.host),
          pageNum: page,
          pageSize: size,
          total: matching.length,
          isLastPage: page * size >= matching.length,
        };
      });
      return info.followed.size === 0 ? shared : { ...shared, list: withAttention(shared.list, info.followed) };
    },

    async hostDetail(userId: number | null, hostId: number): Promise<Host> {
      const info = await viewerInfo(userId);
      const { model } = await visibleHost(info, hostId);
      const [host] = withAttention([hostView(model, context(info))], info.followed);
      if (!host) throw notFound('host');
      return host;
    },

    async hostSchedule(userId: number | null, hostId: number): Promise<HostScheduleEntry[]> {
      const info = await viewerInfo(userId);
      const { model } = await visibleHost(info, hostId);
      return visibleEntries(model, context(info));
    },

    async hostLiveMatchInfo(userId: number | null, hostId: number, urls: StreamUrls): Promise<MatchInfo[]> {
      const info = await viewerInfo(userId);
      const { snap, model } = await visibleHost(info, hostId);
      return matchInfos(snap, model, context(info), urls);
    },

    async momentList(
      userId: number | null,
      q: { hostId?: number; momentSort?: number; page?: number; size?: number },
    ): Promise<PageOf<HostMoment>> {
      const info = await viewerInfo(userId);
      const hostIds =
        q.hostId === undefined ? await visibleHostIds(info) : [(await visibleHost(info, q.hostId)).model.row.id];
      const page = q.page ?? 1;
      const size = q.size ?? 10;
      const { rows, total } = await findMoments(db, {
        hostIds,
        sort: q.momentSort ?? ANCHOR_DEFAULT_MOMENT_SORT,
        limit: size,
        offset: (page - 1) * size,
      });
      return {
        list: momentViews(await snapshot(), rows),
        pageNum: page,
        pageSize: size,
        total,
        isLastPage: page * size >= total,
      };
    },

    async likeMoment(userId: number, momentId: number, count: number): Promise<MomentLikes> {
      const hostId = await findMomentHost(db, momentId);
      const info = await viewerInfo(userId);
      if (hostId === null) throw notFound('moment');
      await visibleHost(info, hostId);
      const likedCount = await addMomentLikes(db, userId, momentId, count, MOMENT_LIKES_PER_USER);
      invalidate();
      return { momentId, likedCount };
    },

    async follow(userId: number, hostId: number, attention: 0 | 1): Promise<HostAttention> {
      await visibleHost(await viewerInfo(userId), hostId);
      const count = await setFollow(db, userId, hostId, attention === 1);
      viewers.delete(String(userId));
      invalidate();
      return { hostId, attention: count, isAttention: attention };
    },

    async specialRoomIds(userId: number): Promise<string> {
      return (await findSpecialRoomIds(db, userId)).join(',');
    },

    subscribeInfo,

    async book(userId: number, input: { matchId: number; hostId?: number }, booked: boolean): Promise<SubscribeInfo> {
      if (!(await matchExists(db, input.matchId))) throw notFound('match');
      const hostId = input.hostId ?? 0;
      if (hostId !== 0) await visibleHost(await viewerInfo(userId), hostId);
      if (booked) await addBooking(db, userId, input.matchId, hostId);
      else await removeBooking(db, userId, input.matchId, hostId);
      invalidate();
      return subscribeInfo(userId);
    },

    async weekRank(userId: number | null, size: number): Promise<AnchorRankEntry[]> {
      const info = await viewerInfo(userId);
      const shared = await ranks.get(`${info.groupKey}|${size}`, async () => {
        const snap = await snapshot();
        const likes = await findWeeklyLikes(db, new Date(weekStart(snap.at)));
        return snap.hosts
          .filter((m) => hostVisible(m, info.viewer))
          .map((m) => ({ m, score: m.row.popularity + (likes.get(m.row.id) ?? 0) }))
          .sort((a, b) => b.score - a.score || a.m.row.id - b.m.row.id)
          .slice(0, size)
          .map(({ m, score }, i): AnchorRankEntry => ({
            rank: i + 1,
            hostId: m.row.id,
            nickName: m.row.nickName,
            headUrl: m.headUrl,
            score,
            liveStatus: m.liveStatus,
            liveRoomId: m.row.liveRoomId,
            attention: m.row.followerCount,
            isAttention: 0,
            badgeKind: WEEK_BADGES[i] ?? (i < 10 ? BadgeKind.Pop : null),
          }));
      });
      if (info.followed.size === 0) return shared;
      return shared.map((e) => (info.followed.has(e.hostId) ? { ...e, isAttention: 1 as const } : e));
    },

    /** Whether a live room exists (modules/live serves only known rooms). */
    async roomExists(roomId: number): Promise<boolean> {
      return (await snapshot()).byRoom.has(roomId);
    },

    /** What the leader's tick compares: each public host's live status, and the tab bar's badge. */
    async liveState(): Promise<LiveState> {
      snapshots.clear();
      const snap = await snapshot();
      // The `live` channel is public: it speaks of the hosts a visitor may see.
      const open = snap.hosts.filter((m) => hostVisible(m, VISITOR));
      const hosts = new Map(open.map((m) => [m.row.id, { liveStatus: m.liveStatus, watcherCount: m.watcherCount }]));
      const badge = {
        hasLive: hasLiveBadge(
          open.map((m) => ({ liveStatus: m.liveStatus, liveRoomId: m.row.liveRoomId, liveSchedule: m.entries })),
        ),
        liveHostIds: open.filter((m) => m.liveStatus === HostLiveStatus.Live).map((m) => m.row.id),
      };
      const signature = snap.hosts
        .map((m) => `${m.row.id}:${m.liveStatus}:${m.watcherCount}:${m.entries.map((e) => e.liveStatus).join('')}`)
        .join('|');
      return { hosts, badge, signature };
    },

    /** Gives idle hosts their next match as the clock moves (leader only). */
    bindUpcoming: () => bindUpcomingSchedules(db, now()),
  };
}
