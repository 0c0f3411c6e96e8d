import { ANCHOR_CHANGES, MOMENT_LIKES_PER_USER, type AnchorChange, type HostAttention, type MomentLikes, type SubscribeInfo } from '@sport/contract';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/domain-errors';
import type { Bus } from '../../realtime/bus';
import { publishBusEvent } from '../../realtime/bus-events';
import type { FootballService } from '../football/service';
import { addBooking, addMomentLikes, findMomentHost, removeBooking, setFollow } from './repository';
import type { Viewers } from './viewers';
import type { World } from './world';

export interface WriteOptions {
  db: Db;
  /** Every write is announced on it (ANCHOR_CHANGES): each node, this one included, drops what it touched. */
  bus: Bus;
  football: Pick<FootballService, 'matchExists'>;
  world: World;
  viewers: Viewers;
}

/** A caller's changes: likes, follows and bookings, each announced once written. */
export function createWrites({ db, bus, football, world, viewers }: WriteOptions) {
  /** The bus delivers on this node before it returns, so the caller's next read already sees the change. */
  const announce = (change: AnchorChange): Promise<void> => publishBusEvent(bus, ANCHOR_CHANGES, change);
  const viewerOf = async (userId: number) => (await viewers.info(userId)).viewer;

  return {
    likeMoment: async (userId: number, momentId: number, count: number): Promise<MomentLikes> => {
      const hostId = await findMomentHost(db, momentId);
      const viewer = await viewerOf(userId);
      if (hostId === null) throw new NotFoundError('moment');
      await world.visibleHost(viewer, hostId);
      const { likedCount, myLikes } = await addMomentLikes(db, userId, momentId, count, MOMENT_LIKES_PER_USER);
      await announce({ kind: 'like', userId, momentId, hostId });
      return { momentId, likedCount, myLikes };
    },

    follow: async (userId: number, hostId: number, attention: 0 | 1): Promise<HostAttention> => {
      await world.visibleHost(await viewerOf(userId), hostId);
      const count = await setFollow(db, userId, hostId, attention === 1);
      await announce({ kind: 'follow', userId, hostId });
      return { hostId, attention: count, isAttention: attention };
    },

    book: async (userId: number, input: { matchId: number; hostId?: number }, booked: boolean): Promise<SubscribeInfo> => {
      if (!(await football.matchExists(input.matchId))) throw new NotFoundError('match');
      const hostId = input.hostId ?? 0;
      if (hostId !== 0) await world.visibleHost(await viewerOf(userId), hostId);
      if (booked) await addBooking(db, userId, input.matchId, hostId);
      else await removeBooking(db, userId, input.matchId, hostId);
      await announce({ kind: 'booking', userId, matchId: input.matchId });
      return viewers.subscribeInfo(userId);
    },

    /** The tick's news: something the host answers show moved (every node drops them). */
    moved: (): Promise<void> => announce({ kind: 'moved' }),
  };
}
