import type { NewsChange } from '@sport/contract';

/**
 * The news module's tags on `app.cache` answers (decision 034): a change drops what it touches, on every node.
 * Published or settled tips: the shared tip answers and the experts' records and lists. A follow: that user's
 * follows and the expert's follower count. A purchase: that user's purchases and the expert's sale counts. An
 * expert granted or revoked (staff): the experts' answers; a tip hidden or shown again: as a published tip.
 */
export const TIPS_TAG = 'news:tips';
/** Every answer derived from the experts (a kind of change naming no expert drops them all). */
export const EXPERTS_TAG = 'news:experts';
/** One expert's follower and sale counts, and the answers ordered by them (the hot list). */
export const expertTag = (expertId: number) => `news:expert:${expertId}`;
export const followsTag = (userId: number) => `news:follows:${userId}`;
export const purchasesTag = (userId: number) => `news:purchases:${userId}`;

/** The tags a change drops. */
export function tagsOfChange(change: NewsChange): string[] {
  switch (change.kind) {
    case 'tips':
      return [TIPS_TAG];
    case 'follow':
      return [followsTag(change.userId), expertTag(change.expertId)];
    case 'sold':
      return [purchasesTag(change.userId), expertTag(change.expertId)];
    case 'experts':
      return [EXPERTS_TAG];
    case 'bought':
      // announced by a node of the version before 'sold': which expert sold is not said
      return [purchasesTag(change.userId), EXPERTS_TAG];
  }
}
