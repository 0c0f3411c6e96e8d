import { Value } from 'typebox/value';
import {
  ANCHOR_CHANGES,
  ANCHOR_DEFAULT_MOMENT_SORT,
  type AnchorChange,
  BadgeKind,
  chinaDayStart,
  DAY_MS,
  DEFAULT_JUMP_GAME_ID,
  HOUR_MS,
  MOMENT_LIKES_PER_USER,
  VISITOR,
  type AnchorListV2,
  type AnchorRankEntry,
  type Host,
  type HostAttention,
  type HostMoment,
  type HostScheduleEntry,
  type LiveMatch,
  type MatchAnchor,
  type MatchInfo,
  MatchPush,
  type MomentLikes,
  type PageOf,
  type SubscribeInfo,
  type Viewer,
} from '@sport/contract';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/domain-errors';
import { TtlCache } from '../../lib/ttl-cache';
import type { Bus } from '../../realtime/bus';
import { onBusEvent, publishBusEvent } from '../../realtime/bus-events';
import type { FootballService } from '../football/service';
import { liveChanges, liveStateOf, type LiveState } from './live-tick';
import { matchAnchorsOf } from './match-anchors';
import {
  addBooking,
  addMomentLikes,
  findBookings,
  findFollowedHostIds,
  findHosts,
  findMomentHost,
  findMoments,
  findSchedules,
  findSpecialRoomIds,
  findUserMomentLikes,
  findWeeklyLikes,
  removeBooking,
  setFollow,
  type MomentRow,
} from './repository';
import { SCHEDULE_WINDOW } from './schedule-status';
import { buildSnapshot, type HostModel, type Snapshot } from './snapshot';
import {
  hostView,
  hostVisible,
  liveMatchList,
  matchInfos,
  visibleEntries,
  visibleHostList,
  withAttention,
  withMyLikes,
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
const NO_LIKES: ReadonlyMap<number, number> = new Map();

export interface AnchorServiceOptions {
  db: Db;
  /** Carries this module's changes to every node (ANCHOR_CHANGES) and the leader's live pushes. */
  bus: Bus;
  clock?: Clock;
  /** The owner of the match tables: the schedule entries show its matches. */
  football: Pick<FootballService, 'matchSummaries' | 'matchExists'>;
  /** A viewer's rooms and follows live this long before a re-read (their own follows drop them at once). */
  ttlMs?: number;
  /**
   * The world snapshot and the shared answers (lists, ranks) live this long. Every change they show is
   * announced on the bus and drops exactly what it touches on every node, so the TTL only bounds staleness
   * when an announcement was lost (Redis down) and how late the week rank counts a like. Each rebuild reads
   * the database and compresses the answers again, so it is not done every few seconds under load.
   */
  answerTtlMs?: number;
}

const LIST_MATCH_LIMIT = 16;
const LIST_MOMENT_LIMIT = 10;
const WEEK_BADGES: readonly (number | null)[] = [BadgeKind.Red, BadgeKind.Gain, BadgeKind.Gain];

/** Monday 00:00 (China time) of the week holding `now`. */
export function weekStart(now: number): number {
  const day = chinaDayStart(now);
  const weekday = (new Date(day + 8 * HOUR_MS).getUTCDay() + 6) % 7; // 0 = Monday
  return day - weekday * DAY_MS;
}

export type AnchorService = ReturnType<typeof createAnchorService>;

/** How long a node keeps the anchor answers it made (the host list among them) unless a change drops them. */
export const ANCHOR_ANSWER_TTL_MS = 30_000;

export function createAnchorService({
  db,
  bus,
  clock = systemClock,
  football,
  ttlMs = 5_000,
  answerTtlMs = ANCHOR_ANSWER_TTL_MS,
}: AnchorServiceOptions) {
  const snapshots = new TtlCache<Snapshot>(answerTtlMs, 1, clock);
  /** The anchor page's host and match halves, and its moment half: a like rebuilds only the moments. */
  const listHosts = new TtlCache<Pick<AnchorListV2, 'hostList' | 'liveMatchList'>>(answerTtlMs, 200, clock);
  const listMoments = new TtlCache<HostMoment[]>(answerTtlMs, 200, clock);
  /** The whole anchor page answer, one object per key so its bytes are made once (http/cached-answer). */
  const lists = new TtlCache<AnchorListV2>(answerTtlMs, 400, clock);
  const hostLists = new TtlCache<PageOf<Host>>(answerTtlMs, 500, clock);
  const ranks = new TtlCache<AnchorRankEntry[]>(answerTtlMs, 200, clock);
  const viewers = new TtlCache<ViewerInfo>(ttlMs, 10_000, clock);
  const subscriptions = new TtlCache<SubscribeInfo>(answerTtlMs, 10_000, clock);
  /** Each user's likes per moment: laid over the shared moment answers, never cached in them. */
  const userLikes = new TtlCache<ReadonlyMap<number, number>>(answerTtlMs, 10_000, clock);

  /** The world as the database and the clock give it now, without the cache. */
  const freshSnapshot = async (): Promise<Snapshot> => {
    const at = clock();
    const [hostRows, matches] = await Promise.all([
      findHosts(db),
      football.matchSummaries(at - SCHEDULE_WINDOW.backMs, at + SCHEDULE_WINDOW.aheadMs),
    ]);
    const scheduleRows = await findSchedules(db, matches.map((m) => m.id));
    return buildSnapshot(hostRows, scheduleRows, new Map(matches.map((m) => [m.id, m])), at);
  };
  /** The snapshot the answers are made from, to move a match's score in when its push arrives. */
  let current: Snapshot | undefined;
  const snapshot = () =>
    snapshots.get('all', async () => {
      const snap = await freshSnapshot();
      current = snap;
      return snap;
    });

  /**
   * A `match.<id>` push (the live simulator or a feed, on any node) moves that match's status, minute and
   * score in the snapshot: the room's answer (made per request) shows it at once, and the anchor page's
   * answers are dropped when one of its matches moved. Without this the score would wait for the snapshot's
   * TTL; with a database read per push, every goal and minute would cost one.
   */
  const moveScore = (push: MatchPush): void => {
    const match = current?.matches.get(push.matchId);
    if (!current || !match || push.updatedAt < current.at) return;
    const { statusId, minute, homeScore, awayScore } = push;
    current.matches.set(push.matchId, { ...match, statusId, minute, clock: push.clock ?? null, homeScore, awayScore });
    if (current.hosts.some((m) => m.entries.some((e) => e.matchId === push.matchId))) {
      listHosts.clear();
      lists.clear();
    }
  };

  /** Everything that shows a host's live state, watchers or follower count. */
  const dropHostAnswers = () => {
    snapshots.clear();
    listHosts.clear();
    lists.clear();
    hostLists.clear();
    ranks.clear();
  };

  /** Drops what a change touches; runs on every node, the one that made the change included. */
  const apply = (change: AnchorChange): void => {
    switch (change.kind) {
      case 'moved':
        dropHostAnswers();
        return;
      case 'follow':
        viewers.delete(String(change.userId));
        subscriptions.delete(String(change.userId));
        dropHostAnswers();
        return;
      case 'like':
        // The week rank counts likes too, but it may lag by its TTL: a like must not rebuild ranks and lists.
        userLikes.delete(String(change.userId));
        listMoments.clear();
        lists.clear();
        return;
      case 'booking':
        subscriptions.delete(String(change.userId));
        return;
    }
  };
  const stopChanges = onBusEvent(bus, ANCHOR_CHANGES, apply);
  const stopScores = bus.onMessage(({ channel, payload }) => {
    if (channel.startsWith('match.') && Value.Check(MatchPush, payload)) moveScore(payload);
  });
  const stopListening = () => {
    stopChanges();
    stopScores();
  };
  /** The bus delivers on this node before it returns, so the caller's next read already sees the change. */
  const announce = (change: AnchorChange): Promise<void> => publishBusEvent(bus, ANCHOR_CHANGES, change);

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

  /** The caller's likes per moment; none for a visitor. */
  const likesOf = (userId: number | null): Promise<ReadonlyMap<number, number>> =>
    userId === null ? Promise.resolve(NO_LIKES) : userLikes.get(String(userId), () => findUserMomentLikes(db, userId));

  const context = (info: ViewerInfo, jumpGameId: number = DEFAULT_JUMP_GAME_ID): ViewContext => ({
    viewer: info.viewer,
    jumpGameId,
  });

  /** A host the viewer may see, or 404: a restricted host does not exist for those outside its group. */
  const visibleHost = async (info: ViewerInfo, hostId: number): Promise<{ snap: Snapshot; model: HostModel }> => {
    const snap = await snapshot();
    const model = snap.byId.get(hostId);
    if (!model || !hostVisible(model, info.viewer)) throw new NotFoundError('host');
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
        // The shared answers are a visitor's: the caller's own likes are laid over them per request (withMyLikes).
        likedByMe: 0,
        myLikes: 0,
      };
    });

  const subscribeInfo = (userId: number): Promise<SubscribeInfo> =>
    subscriptions.get(String(userId), async () => {
      const [bookings, followed] = await Promise.all([findBookings(db, userId), findFollowedHostIds(db, userId)]);
      return {
        subscribeMatchId: [...new Set(bookings.map((b) => b.matchId))],
        subscribeHostId: [...new Set(bookings.map((b) => b.hostId).filter((id) => id !== 0))],
        attentionHostId: followed,
      };
    });

  /** What the leader's tick compares: built fresh each time, leaving the cached snapshot alone. */
  const liveState = async (): Promise<LiveState> => liveStateOf(await freshSnapshot());
  let lastState: LiveState | undefined;

  return {
    viewerInfo,

    async listV2(userId: number | null, q: { matchSource?: number; momentSort?: number }): Promise<AnchorListV2> {
      const [info, likes] = await Promise.all([viewerInfo(userId), likesOf(userId)]);
      const jumpGameId: number = q.matchSource ?? DEFAULT_JUMP_GAME_ID;
      const momentSort = q.momentSort ?? ANCHOR_DEFAULT_MOMENT_SORT;
      const shared = await lists.get(`${jumpGameId}|${momentSort}|${info.groupKey}`, async () => {
        const [hostPart, momentList] = await Promise.all([
          listHosts.get(`${jumpGameId}|${info.groupKey}`, async () => {
            const snap = await snapshot();
            const ctx = context(info, jumpGameId);
            return { hostList: visibleHostList(snap, ctx).map((h) => h.host), liveMatchList: liveMatchList(snap, ctx, LIST_MATCH_LIMIT) };
          }),
          listMoments.get(`${momentSort}|${info.groupKey}`, async () => {
            const snap = await snapshot();
            const hostIds = snap.hosts.filter((m) => hostVisible(m, info.viewer)).map((m) => m.row.id);
            const moments = await findMoments(db, { hostIds, sort: momentSort, limit: LIST_MOMENT_LIMIT, offset: 0 });
            return momentViews(snap, moments.rows);
          }),
        ]);
        return { ...hostPart, momentList };
      });
      // The shared answer (and its prepared bytes) goes out untouched unless this caller follows or liked something in it.
      const momentList = withMyLikes(shared.momentList, likes);
      if (info.followed.size === 0 && momentList === shared.momentList) return shared;
      return {
        hostList: withAttention(shared.hostList, info.followed),
        liveMatchList:
          info.followed.size === 0
            ? shared.liveMatchList
            : shared.liveMatchList.map((m: LiveMatch) => ({ ...m, hostList: withAttention(m.hostList, info.followed) })),
        momentList,
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
      if (!host) throw new NotFoundError('host');
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
      const [info, likes] = await Promise.all([viewerInfo(userId), likesOf(userId)]);
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
        list: withMyLikes(momentViews(await snapshot(), rows), likes),
        pageNum: page,
        pageSize: size,
        total,
        isLastPage: page * size >= total,
      };
    },

    async likeMoment(userId: number, momentId: number, count: number): Promise<MomentLikes> {
      const hostId = await findMomentHost(db, momentId);
      const info = await viewerInfo(userId);
      if (hostId === null) throw new NotFoundError('moment');
      await visibleHost(info, hostId);
      const { likedCount, myLikes } = await addMomentLikes(db, userId, momentId, count, MOMENT_LIKES_PER_USER);
      await announce({ kind: 'like', userId, momentId, hostId });
      return { momentId, likedCount, myLikes };
    },

    async follow(userId: number, hostId: number, attention: 0 | 1): Promise<HostAttention> {
      await visibleHost(await viewerInfo(userId), hostId);
      const count = await setFollow(db, userId, hostId, attention === 1);
      await announce({ kind: 'follow', userId, hostId });
      return { hostId, attention: count, isAttention: attention };
    },

    async specialRoomIds(userId: number): Promise<string> {
      return (await findSpecialRoomIds(db, userId)).join(',');
    },

    subscribeInfo,

    async book(userId: number, input: { matchId: number; hostId?: number }, booked: boolean): Promise<SubscribeInfo> {
      if (!(await football.matchExists(input.matchId))) throw new NotFoundError('match');
      const hostId = input.hostId ?? 0;
      if (hostId !== 0) await visibleHost(await viewerInfo(userId), hostId);
      if (booked) await addBooking(db, userId, input.matchId, hostId);
      else await removeBooking(db, userId, input.matchId, hostId);
      await announce({ kind: 'booking', userId, matchId: input.matchId });
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

    /** The anchors a caller may see on each given match: the football lists' anchorInfo (football.setMatchAnchorSource). */
    async matchAnchors(matchIds: readonly number[], userId: number | null): Promise<Map<number, MatchAnchor[]>> {
      const [snap, info] = await Promise.all([snapshot(), viewerInfo(userId)]);
      return matchAnchorsOf(snap, matchIds, info.viewer);
    },

    /** Whether a live room exists (modules/live serves only known rooms). */
    async roomExists(roomId: number): Promise<boolean> {
      return (await snapshot()).byRoom.has(roomId);
    },

    liveState,

    /**
     * The leader's step, every few seconds: compares the live state with the last one; when something the
     * answers show moved, tells every node (before the pushes, so a client refetching on a push gets the new
     * answer); publishes `host.<id>` when a host goes live or ends and `live` when the badge changes.
     */
    async tick(): Promise<void> {
      const state = await liveState();
      const { moved, pushes } = liveChanges(lastState, state);
      lastState = state;
      if (moved) await announce({ kind: 'moved' });
      for (const { channel, data } of pushes) await bus.publish(channel, data);
    },

    /** Stops listening to the bus (the app is closing). */
    close: (): void => {
      stopListening();
    },
  };
}
