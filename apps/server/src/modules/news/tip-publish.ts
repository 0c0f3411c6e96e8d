import type { newsRoutes, RequestOf } from '@sport/contract';
import type { Db } from '../../db/client';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import { tipHash } from './chain';
import { isProblem, planTip, type LegMatch } from './publish-rules';
import { findTippedMatches, insertTips, lockChainHead, type NewTip } from './tip-repository';

export type PublishInput = RequestOf<typeof newsRoutes.publish>;

export interface PublishOptions {
  db: Db;
  /** The matches of the legs, read through the football module. */
  cardsOf: (matchIds: Iterable<number>) => Promise<Map<number, LegMatch>>;
  /** After the tips committed: every node drops the shared tip answers. */
  onPublished: () => Promise<void>;
}

/**
 * Publishes tips of one expert in order, each at its own instant `at` (the server's clock for a live
 * publish; the demo world's clock before each kick-off): every rule is checked at that instant, and each
 * tip is chained to the one before. One transaction holding the expert's row, so chains never fork.
 */
export function createPublisher({ db, cardsOf, onPublished }: PublishOptions) {
  return async function publishSeries(
    expertId: number,
    drafts: readonly { input: PublishInput; at: number }[],
    live = false,
  ): Promise<number[]> {
    // Matches are read before the transaction: the football service uses its own connection.
    const cards = await cardsOf(drafts.flatMap((d) => d.input.legs.map((l) => l.matchId)));
    const plans = drafts.map(({ input, at }) => {
      if (input.openBackGold === 1 && input.goldPrice === 0) throw new InvalidError('openBackGold', '免费推荐没有退款');
      const plan = planTip(input.legs, cards, at, live);
      if (!isProblem(plan)) return { input, at, plan };
      if (plan.kind === 'invalid') throw new InvalidError(plan.field, plan.rule);
      if (plan.kind === 'unknown-match') throw new NotFoundError('match');
      throw new ConflictError('比赛已开赛，不能再发布推荐');
    });
    const ids = await db.transaction(async (tx) => {
      const chain = await lockChainHead(tx, expertId);
      if (!chain) throw new ForbiddenError('只有专家可以发布推荐');
      // One tip per expert and match: a second one (a free pick beside a paid one on the same game) would let an
      // expert sell both sides. Checked under the expert's row lock, so two racing publishes cannot both pass.
      const tipped = await findTippedMatches(tx, expertId, [...new Set(plans.flatMap((p) => p.plan.legs.map((l) => l.matchId)))]);
      for (const { plan } of plans) {
        if (plan.legs.some((l) => tipped.has(l.matchId))) throw new ConflictError('您已发布过这场比赛的推荐，同一场比赛只能推荐一次');
        for (const leg of plan.legs) tipped.add(leg.matchId);
      }
      let seq = chain.head?.chainSeq ?? 0;
      let prev = chain.head?.hash ?? null;
      const rows = plans.map(({ input, at, plan }) => {
        const refunding = input.openBackGold === 1;
        const content = {
          expertId,
          title: input.title,
          sportsInfo: input.sportsInfo,
          sportsPlay: input.sportsPlay,
          price: input.goldPrice,
          openBackGold: refunding,
          returnGoldPercentage: refunding ? (input.returnGoldPercentage ?? 0) : 0,
          sportsType: plan.sportsType,
          bettingType: plan.bettingType,
          isTripartite: chain.isTripartite,
          stake: input.stake ?? 1,
          legs: plan.legs,
        };
        seq += 1;
        const hash = tipHash(content, at, prev);
        const tip: NewTip = {
          ...content,
          chainSeq: seq,
          publishedAt: new Date(at),
          firstKickoffAt: new Date(plan.firstKickoffAt),
          hash,
          prevHash: prev,
        };
        prev = hash;
        return { tip, legs: plan.legs };
      });
      return insertTips(tx, rows);
    });
    await onPublished();
    return ids;
  };
}
