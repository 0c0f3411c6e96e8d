import { anchorRoutes, MOMENT_LIKES_PER_USER, type HostMoment } from '@sport/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from '../../../lib/http';
import { createTapBatcher } from '../../../lib/tap-batcher';
import { hostMomentsQuery } from './get-host-moments';

/** Quiet time after the last tap before a moment's taps are sent. */
export const LIKE_BATCH_MS = 800;

/** Adds a burst of taps to a moment's likes (the server caps one user's likes per moment). */
export const likeMoment = (momentId: number, count: number) =>
  request(anchorRoutes.momentBatchLiked, { momentId, count });

function updateMoment(client: QueryClient, hostId: number, momentId: number, change: (m: HostMoment) => HostMoment) {
  client.setQueryData(hostMomentsQuery(hostId).queryKey, (data) =>
    data
      ? { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((m) => (m.id === momentId ? change(m) : m)) })) }
      : data,
  );
}

/**
 * Likes with client-side batching: each tap shows at once; the taps of a moment go out together through
 * momentBatchLiked; the server's count wins, and a failed batch takes its taps back.
 */
export function useLikeMoment(hostId: number): (momentId: number) => void {
  const client = useQueryClient();
  const [batcher] = useState(() =>
    createTapBatcher({
      wait: LIKE_BATCH_MS,
      max: MOMENT_LIKES_PER_USER,
      send: (momentId, count) => {
        likeMoment(momentId, count).then(
          (answer) => updateMoment(client, hostId, momentId, (m) => ({ ...m, likedCount: answer.likedCount })),
          () => updateMoment(client, hostId, momentId, (m) => ({ ...m, likedCount: Math.max(0, m.likedCount - count) })),
        );
      },
    }),
  );
  useEffect(() => () => batcher.flush(), [batcher]);
  return (momentId) => {
    updateMoment(client, hostId, momentId, (m) => ({ ...m, likedCount: m.likedCount + 1 }));
    batcher.tap(momentId);
  };
}
