import { anchorRoutes, MOMENT_LIKES_PER_USER, type HostMoment, type MomentLikes } from '@sport/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { byId, patchPages } from '../../../lib/patch-pages';
import { createTapBatcher } from '../../../lib/tap-batcher';
import { toastText } from '../../../lib/toast';
import { hostMomentsQuery } from './get-host-moments';
import '../texts';

/** Quiet time after the last tap before a moment's taps are sent. */
export const LIKE_BATCH_MS = 800;

/** Adds a burst of taps to a moment's likes (the server caps one user's likes per moment). */
export const likeMoment = (momentId: number, count: number) =>
  request(anchorRoutes.momentBatchLiked, { momentId, count });

/** The caller's likes of a moment set to `myLikes`, the total moving with them. */
function withMyLikes(m: HostMoment, myLikes: number, likedCount = m.likedCount + myLikes - m.myLikes): HostMoment {
  return { ...m, myLikes, likedByMe: myLikes > 0 ? 1 : 0, likedCount: Math.max(0, likedCount) };
}

function findMoment(client: QueryClient, hostId: number, momentId: number): HostMoment | undefined {
  const data = client.getQueryData(hostMomentsQuery(hostId).queryKey);
  return data?.pages.flatMap((p) => p.list).find((m) => m.id === momentId);
}

function updateMoment(client: QueryClient, hostId: number, momentId: number, change: (m: HostMoment) => HostMoment) {
  client.setQueryData(hostMomentsQuery(hostId).queryKey, (data) => patchPages(data, 'list', byId(momentId, change)));
}

/**
 * Likes with client-side batching: each tap fills the heart and counts at once, up to the user's cap per
 * moment (MOMENT_LIKES_PER_USER); a tap past it adds nothing and says so once. The taps of a moment go out
 * together through momentBatchLiked; the server's counts win, and a failed batch takes its taps back.
 */
export function useLikeMoment(hostId: number): (momentId: number) => void {
  const client = useQueryClient();
  // Taps shown but not yet answered, per moment: laid over each answer, which does not hold them yet.
  const [unanswered] = useState(() => new Map<number, number>());
  const [toldCap] = useState(() => new Set<number>());
  const [batcher] = useState(() => {
    const settle = (momentId: number, count: number): number => {
      const left = (unanswered.get(momentId) ?? 0) - count;
      if (left > 0) unanswered.set(momentId, left);
      else unanswered.delete(momentId);
      return Math.max(0, left);
    };
    const answered = (momentId: number, count: number, answer: MomentLikes) => {
      // Taps still on their way count too, but never past the cap the server keeps.
      const mine = Math.min(MOMENT_LIKES_PER_USER, answer.myLikes + settle(momentId, count));
      updateMoment(client, hostId, momentId, (m) => withMyLikes(m, mine, answer.likedCount + mine - answer.myLikes));
    };
    const failed = (momentId: number, count: number) => {
      settle(momentId, count);
      updateMoment(client, hostId, momentId, (m) => withMyLikes(m, Math.max(0, m.myLikes - count)));
    };
    return createTapBatcher({
      wait: LIKE_BATCH_MS,
      max: MOMENT_LIKES_PER_USER,
      send: (momentId, count) => {
        likeMoment(momentId, count).then(
          (answer) => answered(momentId, count, answer),
          () => failed(momentId, count),
        );
      },
    });
  });
  useEffect(() => () => batcher.flush(), [batcher]);

  return (momentId) => {
    const moment = findMoment(client, hostId, momentId);
    if (!moment) return;
    const counts = moment.myLikes < MOMENT_LIKES_PER_USER;
    if (counts) {
      unanswered.set(momentId, (unanswered.get(momentId) ?? 0) + 1);
      updateMoment(client, hostId, momentId, (m) => withMyLikes(m, m.myLikes + 1));
      batcher.tap(momentId);
    }
    if ((!counts || moment.myLikes + 1 === MOMENT_LIKES_PER_USER) && !toldCap.has(momentId)) {
      toldCap.add(momentId);
      toastText(t('anchorPages.likeLimit'));
    }
  };
}
