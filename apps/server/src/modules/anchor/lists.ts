import {
  ANCHOR_DEFAULT_MOMENT_SORT,
  DEFAULT_JUMP_GAME_ID,
  type AnchorListV2,
  type AnchorRankEntry,
  type Host,
  type HostMoment,
  type LiveMatch,
  type PageOf,
} from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { HOSTS_TAG, MOMENTS_TAG, SCORES_TAG } from './cache-tags';
import { momentViews } from './moments';
import { findMoments, findWeeklyLikes } from './repository';
import { viewContext, type Viewers } from './viewers';
import { hostVisible, liveMatchList, visibleHostList, withAttention, withMyLikes } from './views';
import { weekRankOf, weekStart } from './week-rank';
import type { World } from './world';

const LIST_MATCH_LIMIT = 16;
const LIST_MOMENT_LIMIT = 10;

/** Tags of the anchor page's halves and of the whole page (cache-tags.ts). */
const HOST_HALF_TAGS = [HOSTS_TAG, SCORES_TAG];
const MOMENT_HALF_TAGS = [MOMENTS_TAG];
const PAGE_TAGS = [HOSTS_TAG, SCORES_TAG, MOMENTS_TAG];
const HOSTS_TAGS = [HOSTS_TAG];

export interface ListOptions {
  db: Db;
  cache: AnswerCache;
  world: World;
  viewers: Viewers;
  /** How long the shared answers are kept unless a change drops them. */
  ttlMs: number;
}

/**
 * The hot shared lists (the anchor page, the host list, the week rank): one answer per group access, kept until a
 * change drops it, with the caller's follows and likes laid over it per request. The shared answer goes out as
 * the same object while nothing of the caller's is in it, so a `cached` route makes its bytes once.
 */
export function createListReads({ db, cache, world, viewers, ttlMs }: ListOptions) {
  /** The anchor page's host and match halves, and its moment half: a like rebuilds only the moments. */
  const listHosts = cache.read<Pick<AnchorListV2, 'hostList' | 'liveMatchList'>>('anchor.list-hosts', { ttlMs });
  const listMoments = cache.read<HostMoment[]>('anchor.list-moments', { ttlMs });
  /** The whole anchor page answer, one object per key so its bytes are made once (http/cached-answer). */
  const lists = cache.read<AnchorListV2>('anchor.list', { ttlMs });
  const hostLists = cache.read<PageOf<Host>>('anchor.host-list', { ttlMs });
  const ranks = cache.read<AnchorRankEntry[]>('anchor.rank', { ttlMs });

  return {
    async listV2(userId: number | null, q: { matchSource?: number; momentSort?: number }): Promise<AnchorListV2> {
      const [info, likes] = await Promise.all([viewers.info(userId), viewers.likesOf(userId)]);
      const jumpGameId: number = q.matchSource ?? DEFAULT_JUMP_GAME_ID;
      const momentSort = q.momentSort ?? ANCHOR_DEFAULT_MOMENT_SORT;
      const shared = await lists(
        `${jumpGameId}|${momentSort}|${info.groupKey}`,
        async () => {
          const [hostPart, momentList] = await Promise.all([
            listHosts(
              `${jumpGameId}|${info.groupKey}`,
              async () => {
                const snap = await world.snapshot();
                const ctx = viewContext(info, jumpGameId);
                return { hostList: visibleHostList(snap, ctx).map((h) => h.host), liveMatchList: liveMatchList(snap, ctx, LIST_MATCH_LIMIT) };
              },
              HOST_HALF_TAGS,
            ),
            listMoments(
              `${momentSort}|${info.groupKey}`,
              async () => {
                const snap = await world.snapshot();
                const hostIds = snap.hosts.filter((m) => hostVisible(m, info.viewer)).map((m) => m.row.id);
                const moments = await findMoments(db, { hostIds, sort: momentSort, limit: LIST_MOMENT_LIMIT, offset: 0 });
                return momentViews(snap, moments.rows);
              },
              MOMENT_HALF_TAGS,
            ),
          ]);
          return { ...hostPart, momentList };
        },
        PAGE_TAGS,
      );
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
      const info = await viewers.info(userId);
      const page = q.page ?? 1;
      const size = q.size ?? 10;
      const shared = await hostLists(
        `${info.groupKey}|${q.kind ?? 0}|${page}|${size}`,
        async () => {
          const all = visibleHostList(await world.snapshot(), viewContext(info));
          const matching = q.kind === undefined ? all : all.filter((h) => h.kind === q.kind);
          return {
            list: matching.slice((page - 1) * size, page * size).map((h) => h.host),
            pageNum: page,
            pageSize: size,
            total: matching.length,
            isLastPage: page * size >= matching.length,
          };
        },
        HOSTS_TAGS,
      );
      return info.followed.size === 0 ? shared : { ...shared, list: withAttention(shared.list, info.followed) };
    },

    /** The week's rank: it counts likes too, but lags them by its time to live (a like does not drop it). */
    async weekRank(userId: number | null, size: number): Promise<AnchorRankEntry[]> {
      const info = await viewers.info(userId);
      const shared = await ranks(
        `${info.groupKey}|${size}`,
        async () => {
          const snap = await world.snapshot();
          return weekRankOf(snap, await findWeeklyLikes(db, new Date(weekStart(snap.at))), info.viewer, size);
        },
        HOSTS_TAGS,
      );
      if (info.followed.size === 0) return shared;
      return shared.map((e) => (info.followed.has(e.hostId) ? { ...e, isAttention: 1 as const } : e));
    },
  };
}
