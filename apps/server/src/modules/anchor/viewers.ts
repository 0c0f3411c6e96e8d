import { DEFAULT_JUMP_GAME_ID, VISITOR, type SubscribeInfo, type Viewer } from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { bookingsTag, followsTag, likesTag } from './cache-tags';
import { findBookings, findFollowedHostIds, findSpecialRoomIds, findUserMomentLikes } from './repository';
import type { ViewContext } from './views';

/** Who is calling, as the anchor rules need it. */
export interface ViewerInfo {
  viewer: Viewer;
  followed: ReadonlySet<number>;
  /** Part of every cache key: viewers with the same group access share answers. */
  groupKey: string;
}
const VISITOR_INFO: ViewerInfo = { viewer: VISITOR, followed: new Set(), groupKey: 'v' };
const NO_LIKES: ReadonlyMap<number, number> = new Map();

/** What decides what a viewer sees: their group access and the jump game. */
export const viewContext = (info: ViewerInfo, jumpGameId: number = DEFAULT_JUMP_GAME_ID): ViewContext => ({
  viewer: info.viewer,
  jumpGameId,
});

export interface ViewerOptions {
  db: Db;
  cache: AnswerCache;
  /** A viewer's rooms and follows live this long before a re-read (their own follows drop them at once). */
  ttlMs: number;
  /** A user's subscribe info and likes live this long unless their own change drops them. */
  answerTtlMs: number;
}

export type Viewers = ReturnType<typeof createViewers>;

/** The per-user reads: each tagged by the user's own changes (cache-tags.ts), so only theirs drop them. */
export function createViewers({ db, cache, ttlMs, answerTtlMs }: ViewerOptions) {
  const infos = cache.read<ViewerInfo>('anchor.viewer', { ttlMs });
  const subscriptions = cache.read<SubscribeInfo>('anchor.subscriptions', { ttlMs: answerTtlMs });
  /** Each user's likes per moment: laid over the shared moment answers, never cached in them. */
  const userLikes = cache.read<ReadonlyMap<number, number>>('anchor.user-likes', { ttlMs: answerTtlMs });

  return {
    info: (userId: number | null): Promise<ViewerInfo> => {
      if (userId === null) return Promise.resolve(VISITOR_INFO);
      return infos(
        String(userId),
        async () => {
          const [rooms, followed] = await Promise.all([findSpecialRoomIds(db, userId), findFollowedHostIds(db, userId)]);
          return {
            viewer: { loggedIn: true, specialRoomIds: rooms },
            followed: new Set(followed),
            groupKey: `u:${rooms.join(',')}`,
          };
        },
        [followsTag(userId)],
      );
    },

    /** The caller's likes per moment; none for a visitor. */
    likesOf: (userId: number | null): Promise<ReadonlyMap<number, number>> => {
      if (userId === null) return Promise.resolve(NO_LIKES);
      return userLikes(String(userId), () => findUserMomentLikes(db, userId), [likesTag(userId)]);
    },

    subscribeInfo: (userId: number): Promise<SubscribeInfo> => {
      return subscriptions(
        String(userId),
        async () => {
          const [bookings, followed] = await Promise.all([findBookings(db, userId), findFollowedHostIds(db, userId)]);
          return {
            subscribeMatchId: [...new Set(bookings.map((b) => b.matchId))],
            subscribeHostId: [...new Set(bookings.map((b) => b.hostId).filter((id) => id !== 0))],
            attentionHostId: followed,
          };
        },
        [followsTag(userId), bookingsTag(userId)],
      );
    },

    /** The user's special rooms, read each time (the call that reports them). */
    specialRoomIds: async (userId: number): Promise<string> => {
      return (await findSpecialRoomIds(db, userId)).join(',');
    },
  };
}
