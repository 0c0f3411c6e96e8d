import {
  chinaDayStart,
  INT32_MAX,
  NEWS_CHANGES,
  type ChainVerification,
  type ExpertAttention,
  type NewsChange,
  type OngoingMatch,
  type PageOf,
  type RequestOf,
  type TipMessage,
  type TipMessageDetail,
  type newsRoutes,
} from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { systemClock, type Clock } from '../../lib/clock';
import { ForbiddenError, NotFoundError, TipClosedError } from '../../lib/domain-errors';
import type { Bus } from '../../realtime/bus';
import { onBusEvent, publishBusEvent } from '../../realtime/bus-events';
import type { FootballService } from '../football/service';
import { tagsOfChange } from './cache-tags';
import { createCallerReads } from './caller-reads';
import { verifyChain, type ChainedTip } from './chain';
import { findExpertNames, isActiveExpert, setExpertFollow } from './expert-repository';
import { createExpertPart } from './experts';
import { createOngoingMatches } from './ongoing';
import { createTipAnswers } from './tip-answers';
import { createPublisher, type PublishInput } from './tip-publish';
import { countRead, findExpertChain, findLegs, type TipFilter } from './tip-repository';
import { tipDetail } from './views';
import { mayReadPaidContent } from './visibility';

export type { PublishInput } from './tip-publish';
type ListInput = RequestOf<typeof newsRoutes.messageList>;
type ExpertTipsInput = RequestOf<typeof newsRoutes.professorMessages>;

export interface TipServiceOptions {
  db: Db;
  /** Carries NEWS_CHANGES between nodes: each node drops the tags a change touches (cache-tags.ts). */
  bus: Bus;
  /** The server's answer cache (`app.cache`). */
  cache: AnswerCache;
  clock?: Clock;
  /** The match tables' owner: tips show and check their matches through it. */
  football: Pick<FootballService, 'matchCards'>;
  /** Shared answers (tip pages, expert lists) live this long; changes drop them at once. */
  answerTtlMs?: number;
  /** A user's follows and purchases, laid over the shared answers. */
  userTtlMs?: number;
}

export type TipService = ReturnType<typeof createTipService>;

/**
 * Experts and their tips: publishing (expert only, before kick-off, server-timestamped, chained, never
 * edited), every read of SPEC §7 News but buying and comments, follows, and the chain's audit. Shared
 * answers are cached and dropped by NEWS_CHANGES; a caller's follows and purchases are laid over per request.
 * Paid content leaves only through `messageDetail`, as `mayReadPaidContent` decides.
 */
export function createTipService({
  db,
  bus,
  cache,
  clock = systemClock,
  football,
  answerTtlMs = 10_000,
  userTtlMs = 30_000,
}: TipServiceOptions) {
  const { followedBy, boughtBy } = createCallerReads({ db, cache, ttlMs: userTtlMs });
  const experts = createExpertPart({ db, cache, clock, answerTtlMs, followedBy });
  const answers = createTipAnswers({ db, cache, football, world: experts.world, boughtBy, ttlMs: answerTtlMs });
  const ongoing = createOngoingMatches({ db, cache, clock, cardsOf: answers.cardsOf, ttlMs: answerTtlMs });

  const stopListening = onBusEvent(bus, NEWS_CHANGES, (change) => cache.invalidate(tagsOfChange(change)));
  /** Both buses deliver on this node before publish returns, so the caller's next read sees the change. */
  const announce = (change: NewsChange): Promise<void> => publishBusEvent(bus, NEWS_CHANGES, change);
  const publishSeries = createPublisher({ db, cardsOf: answers.cardsOf, onPublished: () => announce({ kind: 'tips' }) });

  /**
   * Whether `userId` may not read the tip because staff hid it: a hidden tip stays readable (and bought) only for
   * its buyers, who keep what they paid for, and its expert. Null: no such tip.
   */
  async function hiddenFrom(id: number, userId: number | null): Promise<boolean | null> {
    const found = await answers.core(id);
    if (!found) return null;
    if (found.tip.hiddenAt === null || userId === found.tip.expertId) return false;
    return userId === null || !(await boughtBy(userId)).has(id);
  }

  /**
   * A tip; its paid content only when `mayReadPaidContent` says so. A logged-in read counts once a day. A hidden
   * tip answers "已被隐藏" to all but its buyers and its expert.
   */
  async function messageDetail(id: number, userId: number | null): Promise<TipMessageDetail> {
    const found = await answers.core(id);
    if (!found) throw new NotFoundError('message');
    if (await hiddenFrom(id, userId)) throw new TipClosedError('该推荐已被隐藏');
    const { tip, matches } = found;
    const expert = (await experts.world()).byId.get(tip.expertId) ?? (await experts.reload()).byId.get(tip.expertId);
    if (!expert) throw new NotFoundError('message');
    const [bought, following, readCount] =
      userId === null
        ? [undefined, false, tip.readCount]
        : await Promise.all([
            boughtBy(userId).then((b) => b.get(id)),
            followedBy(userId).then((f) => f.has(tip.expertId)),
            countRead(db, userId, id, chinaDayStart(clock())),
          ]);
    const open = mayReadPaidContent(
      { price: tip.price, expertId: tip.expertId, settled: tip.result !== null },
      { userId, bought: bought !== undefined },
    );
    return tipDetail(tip, expert.profile, matches, { open, payTime: bought ?? null, following, readCount });
  }

  return {
    /** Stops listening to the bus (the app is closing). */
    close: (): void => stopListening(),
    /** Other parts of the module (settling) say what they changed; every node drops what it touches. */
    changed: announce,
    hiddenFrom,
    /** A new purchase committed: every node drops the buyer's purchases and the tip's expert's sale counts. */
    async bought(userId: number, tipId: number): Promise<void> {
      const found = await answers.core(tipId);
      await announce(found ? { kind: 'sold', userId, expertId: found.tip.expertId } : { kind: 'bought', userId });
    },
    publishSeries,

    async publish(userId: number, input: PublishInput): Promise<TipMessageDetail> {
      if (!(await isActiveExpert(db, userId))) throw new ForbiddenError('只有专家可以发布推荐');
      const [id] = await publishSeries(userId, [{ input, at: clock() }], true);
      return messageDetail(id!, userId);
    },

    /** The list views of tips in the order of `ids`, as `userId` sees them (the buying part's myOrder). */
    async tipViews(ids: readonly number[], userId: number): Promise<TipMessage[]> {
      const [list, bought] = await Promise.all([answers.views(ids), boughtBy(userId)]);
      return list.map((t) => (bought.has(t.id) ? { ...t, isBuy: 1 as const } : t));
    },

    messageList(input: ListInput, userId: number | null): Promise<PageOf<TipMessage>> {
      const history = input.isHistory === 0;
      const filter: TipFilter = {
        settled: history,
        ...(history ? {} : { onSaleAt: new Date(clock()) }),
        ...(input.sportsType === undefined ? {} : { sportsType: input.sportsType }),
        ...(input.sportsIds === undefined
          ? {}
          : {
              matchIds: input.sportsIds
                .split(',')
                .map(Number)
                .filter((id) => id <= INT32_MAX),
            }),
        ...(input.blackReturnGold === 1 ? { refunding: true } : {}),
        ...(input.sportsSource === undefined ? {} : { tripartite: input.sportsSource === 2 }),
      };
      return answers.page(filter, input.page ?? 1, input.size ?? 10, userId);
    },

    async professorMessages(input: ExpertTipsInput, userId: number | null): Promise<PageOf<TipMessage>> {
      if (!(await experts.world()).byId.has(input.professorId)) throw new NotFoundError('professor');
      // SPEC §7: isHistory 1 asks for the current (unsettled) tips, 0 for the settled ones.
      const settled = (input.isHistory ?? 1) === 0;
      return answers.page({ expertId: input.professorId, settled }, input.page ?? 1, input.size ?? 10, userId);
    },

    messageDetail,

    professorList: (input: { page?: number; size?: number; sortType?: number }, userId: number | null) =>
      experts.list(input, userId),
    professorDetail: (expertId: number, userId: number | null) => experts.detail(expertId, userId),
    /** An expert's profile, counts and record as the fans' pages read them (revoked ones too); null: none. */
    expertModel: async (expertId: number) => (await experts.world()).byId.get(expertId) ?? null,
    /** Read afresh, not from the cached world: an expert added a moment ago already owns their name. */
    expertNames: (): Promise<string[]> => findExpertNames(db),

    ongoingMatches: (sportsType: number | undefined): Promise<OngoingMatch[]> => ongoing(sportsType),

    async attention(userId: number, expertId: number, attention: 0 | 1): Promise<ExpertAttention> {
      const followers = await setExpertFollow(db, userId, expertId, attention === 1);
      if (followers === null) throw new NotFoundError('professor');
      await announce({ kind: 'follow', userId, expertId });
      return { professorId: expertId, attention: followers, isAttention: attention };
    },

    /**
     * Recomputes the expert's chain from the stored tips; never cached, it is the audit. A hidden tip is checked
     * like any other (its content is on the server) and named in `hidden`: fans learn it exists, not what it said.
     */
    async verify(expertId: number): Promise<ChainVerification> {
      if (!(await experts.world()).byId.has(expertId)) throw new NotFoundError('professor');
      const rows = await findExpertChain(db, expertId);
      const legs = await findLegs(
        db,
        rows.map((r) => r.id),
      );
      const chained: ChainedTip[] = rows.map((r) => ({
        ...r,
        publishedAt: r.publishedAt.getTime(),
        legs: legs.filter((l) => l.tipId === r.id),
      }));
      const hidden = rows
        .filter((r) => r.hiddenAt !== null)
        .map((r) => ({ messageId: r.id, position: r.chainSeq }));
      return { professorId: expertId, ...verifyChain(chained), hidden };
    },
  };
}
