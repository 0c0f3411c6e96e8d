import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { followsTag, purchasesTag } from './cache-tags';
import { findFollowedExpertIds } from './expert-repository';
import { findBoughtTipIds } from './tip-repository';

/**
 * A caller's follows and purchases, laid over the shared answers per request; each dropped by that user's own
 * follow or purchase. The same object until then, so the answers laid over it are made once (same-answer.ts).
 */
export function createCallerReads({ db, cache, ttlMs }: { db: Db; cache: AnswerCache; ttlMs: number }) {
  const follows = cache.read<ReadonlySet<number>>('news.follows', { ttlMs });
  const purchases = cache.read<ReadonlyMap<number, number>>('news.purchases', { ttlMs });
  return {
    /** The experts the user follows. */
    followedBy: (userId: number): Promise<ReadonlySet<number>> =>
      follows(String(userId), async () => new Set(await findFollowedExpertIds(db, userId)), [followsTag(userId)]),
    /** The tips the user bought, with when. */
    boughtBy: (userId: number): Promise<ReadonlyMap<number, number>> =>
      purchases(String(userId), () => findBoughtTipIds(db, userId), [purchasesTag(userId)]),
  };
}
