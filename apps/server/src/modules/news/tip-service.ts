import {
  BasketballStatus,
  chinaDayStart,
  FootballStatus,
  HOUR_MS,
  INT32_MAX,
  NEWS_CHANGES,
  type NewsChange,
  SportId,
  type ChainVerification,
  type ExpertAttention,
  type MessageMatch,
  type OngoingMatch,
  type PageOf,
  type RequestOf,
  type TipMessage,
  type TipMessageDetail,
  type newsRoutes,
} from '@sport/contract';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import { createSameAnswer } from '../../lib/same-answer';
import { TtlCache } from '../../lib/ttl-cache';
import type { Bus } from '../../realtime/bus';
import { onBusEvent, publishBusEvent } from '../../realtime/bus-events';
import type { FootballService, MatchCard } from '../football/service';
import { tipHash, verifyChain, type ChainedTip } from './chain';
import { createExpertPart } from './experts';
import { isProblem, planTip, type LegMatch, type StoredLeg } from './publish-rules';
import {
  countRead,
  findBoughtTipIds,
  findExpertChain,
  findExpertNames,
  findFollowedExpertIds,
  findLegs,
  findOpenTipMatches,
  findTipPage,
  findTippedMatches,
  findTipsByIds,
  insertTips,
  isExpert,
  lockChainHead,
  setExpertFollow,
  type NewTip,
  type TipFilter,
  type TipRow,
} from './repository';
import { messageMatch, tipDetail, tipMessage } from './views';
import { mayReadPaidContent } from './visibility';

export type PublishInput = RequestOf<typeof newsRoutes.publish>;
type ListInput = RequestOf<typeof newsRoutes.messageList>;
type ExpertTipsInput = RequestOf<typeof newsRoutes.professorMessages>;

export interface TipServiceOptions {
  db: Db;
  /** Carries NEWS_CHANGES between nodes: each node drops what a change touches. */
  bus: Bus;
  clock?: Clock;
  /** The match tables' owner: tips show and check their matches through it. */
  football: Pick<FootballService, 'matchCards'>;
  /** Shared answers (tip pages, expert lists) live this long; changes drop them at once. */
  answerTtlMs?: number;
  /** A user's follows and purchases, laid over the shared answers. */
  userTtlMs?: number;
}

/** A tip with what every view of it needs. */
interface TipCore {
  tip: TipRow;
  legs: StoredLeg[];
  matches: MessageMatch[];
}

// Matches the select call lists: upcoming or in play (SPEC §4 both maps).
const PLAYING = {
  [SportId.Football]: [
    FootballStatus.NotStarted,
    FootballStatus.FirstHalf,
    FootballStatus.HalfTime,
    FootballStatus.SecondHalf,
    FootballStatus.ExtraTime,
    FootballStatus.Penalties,
  ],
  [SportId.Basketball]: [
    BasketballStatus.NotStarted,
    BasketballStatus.Q1,
    BasketballStatus.Q1Done,
    BasketballStatus.Q2,
    BasketballStatus.Q2Done,
    BasketballStatus.Q3,
    BasketballStatus.Q3Done,
    BasketballStatus.Q4,
    BasketballStatus.Overtime,
  ],
} as Record<number, readonly number[] | undefined>;
const ONGOING_BACK_MS = 4 * HOUR_MS;

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
  clock = systemClock,
  football,
  answerTtlMs = 10_000,
  userTtlMs = 30_000,
}: TipServiceOptions) {
  const follows = new TtlCache<ReadonlySet<number>>(userTtlMs, 10_000, clock);
  const purchases = new TtlCache<ReadonlyMap<number, number>>(userTtlMs, 10_000, clock);
  const cores = new TtlCache<TipCore | null>(answerTtlMs, 5_000, clock);
  const pages = new TtlCache<PageOf<TipMessage>>(answerTtlMs, 2_000, clock);
  const ongoing = new TtlCache<OngoingMatch[]>(answerTtlMs, 20, clock);
  /** A caller's purchases over a shared page: one object per (page, purchases), so its bytes are made once. */
  const withPurchases = createSameAnswer<PageOf<TipMessage>>();

  const followedBy = (userId: number) =>
    follows.get(String(userId), async () => new Set(await findFollowedExpertIds(db, userId)));
  const boughtBy = (userId: number) => purchases.get(String(userId), () => findBoughtTipIds(db, userId));
  const experts = createExpertPart({ db, clock, answerTtlMs, followedBy });

  const apply = (change: NewsChange): void => {
    switch (change.kind) {
      case 'tips':
        cores.clear();
        pages.clear();
        ongoing.clear();
        experts.drop();
        return;
      case 'follow':
        follows.delete(String(change.userId));
        experts.drop();
        return;
      case 'bought':
        purchases.delete(String(change.userId));
        experts.drop();
        return;
    }
  };
  const stopListening = onBusEvent(bus, NEWS_CHANGES, apply);
  /** Both buses deliver on this node before publish returns, so the caller's next read sees the change. */
  const announce = (change: NewsChange): Promise<void> => publishBusEvent(bus, NEWS_CHANGES, change);

  const cardsOf = async (matchIds: Iterable<number>): Promise<Map<number, MatchCard>> =>
    new Map((await football.matchCards([...new Set(matchIds)])).map((c) => [c.id, c]));

  /** Tips with their legs and matches, in the order of `ids` (unknown ids left out). */
  async function loadCores(ids: readonly number[]): Promise<TipCore[]> {
    const [rows, legs] = await Promise.all([findTipsByIds(db, ids), findLegs(db, ids)]);
    const cards = await cardsOf(legs.map((l) => l.matchId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const tip = byId.get(id);
      if (!tip) return [];
      const own = legs.filter((l) => l.tipId === id);
      const matches = own.flatMap((l) => {
        const card = cards.get(l.matchId);
        return card ? [messageMatch(card)] : [];
      });
      return [{ tip, legs: own, matches }];
    });
  }
  const core = (id: number) => cores.get(String(id), async () => (await loadCores([id]))[0] ?? null);

  async function views(ids: readonly number[]): Promise<TipMessage[]> {
    const [loaded, world] = await Promise.all([loadCores(ids), experts.world()]);
    return loaded.flatMap(({ tip, matches }) => {
      const expert = world.byId.get(tip.expertId);
      return expert ? [tipMessage(tip, expert.profile, matches)] : [];
    });
  }

  /** A shared page of tips; the caller's purchases set isBuy (never the content: lists carry none). */
  async function page(
    filter: TipFilter,
    pageNum: number,
    size: number,
    userId: number | null,
  ): Promise<PageOf<TipMessage>> {
    const key = JSON.stringify([
      filter.expertId,
      filter.settled,
      filter.onSaleAt !== undefined,
      filter.sportsType,
      filter.matchIds,
      filter.refunding,
      filter.tripartite,
      pageNum,
      size,
    ]);
    const shared = await pages.get(key, async () => {
      const { ids, total } = await findTipPage(db, filter, pageNum, size);
      return { list: await views(ids), pageNum, pageSize: size, total, isLastPage: pageNum * size >= total };
    });
    if (userId === null) return shared;
    const bought = await boughtBy(userId);
    if (!shared.list.some((t) => bought.has(t.id))) return shared;
    return withPurchases([shared, bought], '', () => ({
      ...shared,
      list: shared.list.map((t) => (bought.has(t.id) ? { ...t, isBuy: 1 as const } : t)),
    }));
  }

  /**
   * Publishes tips of one expert in order, each at its own instant `at` (the server's clock for a live
   * publish; the demo world's clock before each kick-off): every rule is checked at that instant, and each
   * tip is chained to the one before. One transaction holding the expert's row, so chains never fork.
   */
  async function publishSeries(
    expertId: number,
    drafts: readonly { input: PublishInput; at: number }[],
    live = false,
  ): Promise<number[]> {
    // Matches are read before the transaction: the football service uses its own connection.
    const cards: Map<number, LegMatch> = await cardsOf(drafts.flatMap((d) => d.input.legs.map((l) => l.matchId)));
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
    await announce({ kind: 'tips' });
    return ids;
  }

  /** A tip; its paid content only when `mayReadPaidContent` says so. A logged-in read counts once a day. */
  async function messageDetail(id: number, userId: number | null): Promise<TipMessageDetail> {
    const found = await core(id);
    if (!found) throw new NotFoundError('message');
    const { tip, matches } = found;
    const expert =
      (await experts.world()).byId.get(tip.expertId) ??
      (experts.drop(), (await experts.world()).byId.get(tip.expertId));
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
    /** Other parts of the module (buying, settling) say what they changed; every node drops what it touches. */
    changed: announce,
    publishSeries,

    async publish(userId: number, input: PublishInput): Promise<TipMessageDetail> {
      if (!(await isExpert(db, userId))) throw new ForbiddenError('只有专家可以发布推荐');
      const [id] = await publishSeries(userId, [{ input, at: clock() }], true);
      return messageDetail(id!, userId);
    },

    /** The list views of tips in the order of `ids`, as `userId` sees them (the buying part's myOrder). */
    async tipViews(ids: readonly number[], userId: number): Promise<TipMessage[]> {
      const [list, bought] = await Promise.all([views(ids), boughtBy(userId)]);
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
      return page(filter, input.page ?? 1, input.size ?? 10, userId);
    },

    async professorMessages(input: ExpertTipsInput, userId: number | null): Promise<PageOf<TipMessage>> {
      if (!(await experts.world()).byId.has(input.professorId)) throw new NotFoundError('professor');
      // SPEC §7: isHistory 1 asks for the current (unsettled) tips, 0 for the settled ones.
      const settled = (input.isHistory ?? 1) === 0;
      return page({ expertId: input.professorId, settled }, input.page ?? 1, input.size ?? 10, userId);
    },

    messageDetail,

    professorList: (input: { page?: number; size?: number; sortType?: number }, userId: number | null) =>
      experts.list(input, userId),
    professorDetail: (expertId: number, userId: number | null) => experts.detail(expertId, userId),
    /** Read afresh, not from the cached world: an expert added a moment ago already owns their name. */
    expertNames: (): Promise<string[]> => findExpertNames(db),

    ongoingMatches(sportsType: number | undefined): Promise<OngoingMatch[]> {
      return ongoing.get(String(sportsType ?? 0), async () => {
        const now = clock();
        const rows = await findOpenTipMatches(db, new Date(now - ONGOING_BACK_MS), sportsType);
        const cards = await cardsOf(rows.map((r) => r.matchId));
        return rows
          .flatMap((r) => {
            const card = cards.get(r.matchId);
            if (
              !card ||
              card.kickoffAt < now - ONGOING_BACK_MS ||
              !(PLAYING[card.sportId] ?? []).includes(card.statusId)
            )
              return [];
            return [
              {
                matchId: card.id,
                sportId: card.sportId,
                leagueName: card.league,
                homeName: card.homeName ?? '',
                awayName: card.awayName ?? '',
                matchDate: card.kickoffAt,
                messageCount: r.tips,
              },
            ];
          })
          .sort((a, b) => a.matchDate - b.matchDate || a.matchId - b.matchId);
      });
    },

    async attention(userId: number, expertId: number, attention: 0 | 1): Promise<ExpertAttention> {
      const followers = await setExpertFollow(db, userId, expertId, attention === 1);
      if (followers === null) throw new NotFoundError('professor');
      await announce({ kind: 'follow', userId, expertId });
      return { professorId: expertId, attention: followers, isAttention: attention };
    },

    /** Recomputes the expert's chain from the stored tips; never cached, it is the audit. */
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
      return { professorId: expertId, ...verifyChain(chained) };
    },
  };
}
