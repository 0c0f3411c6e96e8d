import type { AnchorChange } from '@sport/contract';

/**
 * The anchor answers' tags in the server's answer cache (decision 034): each change (ANCHOR_CHANGES, heard on
 * every node) drops the answers carrying the tags it touches, and nothing else.
 */

/** Everything made from the hosts' snapshot (the snapshot, host lists, week ranks, the page's host half): a host moved or was followed. */
export const HOSTS_TAG = 'anchor:hosts';
/** The answers showing the streamed matches' scores (the page's host and match half, so the page). */
export const SCORES_TAG = 'anchor:scores';
/** The shared moment answers (the page's moment half, so the page): a like changes their counts. */
export const MOMENTS_TAG = 'anchor:moments';

/** A user's follows: their viewer info (the hosts marked as followed) and their subscribe info. */
export const followsTag = (userId: number) => `anchor:user:${userId}:follows`;
/** A user's bookings: their subscribe info. */
export const bookingsTag = (userId: number) => `anchor:user:${userId}:bookings`;
/** A user's likes per moment, laid over the shared moment answers. */
export const likesTag = (userId: number) => `anchor:user:${userId}:likes`;

/**
 * What a change drops. A like leaves the host lists and ranks alone: the week rank counts likes too, but may
 * lag by its time to live (a like must not rebuild the ranks and lists).
 */
export function tagsOfChange(change: AnchorChange): string[] {
  switch (change.kind) {
    case 'moved':
      return [HOSTS_TAG];
    case 'follow':
      return [HOSTS_TAG, followsTag(change.userId)];
    case 'like':
      return [MOMENTS_TAG, likesTag(change.userId)];
    case 'booking':
      return [bookingsTag(change.userId)];
  }
}
