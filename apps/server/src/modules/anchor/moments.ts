import { ANCHOR_DEFAULT_MOMENT_SORT, type HostMoment, type PageOf } from '@sport/contract';
import type { Db } from '../../db/client';
import { findMoments, type MomentRow } from './repository';
import type { Snapshot } from './snapshot';
import type { Viewers } from './viewers';
import { withMyLikes } from './views';
import type { World } from './world';

/** Moments as a visitor sees them, their host's name and picture from the snapshot. */
export const momentViews = (snap: Snapshot, rows: readonly MomentRow[]): HostMoment[] =>
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

/** The moments pages (all visible hosts' or one host's), read per request: only the anchor page's first ten are shared. */
export function createMomentReads({ db, world, viewers }: { db: Db; world: World; viewers: Viewers }) {
  return {
    async momentList(
      userId: number | null,
      q: { hostId?: number; momentSort?: number; page?: number; size?: number },
    ): Promise<PageOf<HostMoment>> {
      const [info, likes] = await Promise.all([viewers.info(userId), viewers.likesOf(userId)]);
      const hostIds =
        q.hostId === undefined ? await world.visibleHostIds(info.viewer) : [(await world.visibleHost(info.viewer, q.hostId)).model.row.id];
      const page = q.page ?? 1;
      const size = q.size ?? 10;
      const { rows, total } = await findMoments(db, {
        hostIds,
        sort: q.momentSort ?? ANCHOR_DEFAULT_MOMENT_SORT,
        limit: size,
        offset: (page - 1) * size,
      });
      return {
        list: withMyLikes(momentViews(await world.snapshot(), rows), likes),
        pageNum: page,
        pageSize: size,
        total,
        isLastPage: page * size >= total,
      };
    },
  };
}
