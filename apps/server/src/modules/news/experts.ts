import { ExpertSort, type ExpertDetail, type ExpertListEntry, type PageOf } from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import type { Clock } from '../../lib/clock';
import { NeedLoginError, NotFoundError } from '../../lib/domain-errors';
import { createSameAnswer } from '../../lib/same-answer';
import { EXPERTS_TAG, expertTag, TIPS_TAG } from './cache-tags';
import {
  findExpertCounts,
  findExpertProfiles,
  findFollowerCounts,
  findPurchaseCounts,
  findSettledTips,
  findTipCounts,
  type ExpertCounts,
} from './expert-repository';
import { expertRecord, type SettledTip } from './record';
import { expertDetail, expertEntry, type ExpertModel } from './views';

/** The experts as published and settled tips leave them: no follow or purchase changes this. */
export interface ExpertWorld {
  /** Every expert, revoked ones too (their page and tips stay). */
  byId: ReadonlyMap<number, ExpertModel>;
  /** Active entries by hit rate and by return, best first (isAttention 0: the caller's follows are laid over). */
  sorted: Readonly<Record<2 | 3, readonly ExpertListEntry[]>>;
}

interface HotModel {
  model: ExpertModel;
  followers: number;
  ordered: number;
}

const byHot = (a: HotModel, b: HotModel) =>
  Number(b.model.profile.hotStatus) - Number(a.model.profile.hotStatus) ||
  b.followers - a.followers ||
  b.ordered - a.ordered ||
  a.model.profile.id - b.model.profile.id;
const byHitRate = (a: ExpertModel, b: ExpertModel) =>
  b.record.hitPercents - a.record.hitPercents ||
  b.record.settledSession - a.record.settledSession ||
  a.profile.id - b.profile.id;
const byReturn = (a: ExpertModel, b: ExpertModel) =>
  b.record.yieldRate - a.record.yieldRate || b.record.yieldSample - a.record.yieldSample || a.profile.id - b.profile.id;

async function loadWorld(db: Db, now: number): Promise<ExpertWorld> {
  const [profiles, counts, settled] = await Promise.all([
    findExpertProfiles(db),
    findTipCounts(db, new Date(now)),
    findSettledTips(db),
  ]);
  const countOf = new Map(counts.map((c) => [c.expertId, c]));
  const settledOf = new Map<number, SettledTip[]>();
  for (const t of settled) {
    if (t.result === null) continue;
    const list = settledOf.get(t.expertId) ?? [];
    list.push({ result: t.result, profit: t.profit ?? 0, stake: t.stake, kickoffAt: t.kickoffAt.getTime(), id: t.id });
    settledOf.set(t.expertId, list);
  }
  const models = profiles.map((profile): ExpertModel => ({
    profile,
    published: countOf.get(profile.id)?.published ?? 0,
    onSale: countOf.get(profile.id)?.onSale ?? 0,
    record: expertRecord(settledOf.get(profile.id) ?? [], now),
  }));
  // A revoked expert keeps their page, record and tips (byId), but the lists show only the active ones.
  const active = models.filter((m) => m.profile.revokedAt === null);
  const entries = (order: (a: ExpertModel, b: ExpertModel) => number) => [...active].sort(order).map(expertEntry);
  return { byId: new Map(models.map((m) => [m.profile.id, m])), sorted: { 2: entries(byHitRate), 3: entries(byReturn) } };
}

/** The hot order: the world ordered by every expert's follower and sale counts, read afresh. */
async function loadHot(db: Db, world: ExpertWorld): Promise<ExpertListEntry[]> {
  const [followers, sales] = await Promise.all([findFollowerCounts(db), findPurchaseCounts(db)]);
  const followersOf = new Map(followers.map((f) => [f.expertId, f.followers]));
  const orderedOf = new Map(sales.map((s) => [s.expertId, s.ordered]));
  return [...world.byId.values()]
    .filter((model) => model.profile.revokedAt === null)
    .map((model) => ({ model, followers: followersOf.get(model.profile.id) ?? 0, ordered: orderedOf.get(model.profile.id) ?? 0 }))
    .sort(byHot)
    .map((hot) => expertEntry(hot.model));
}

const pageOf = (list: readonly ExpertListEntry[], page: number, size: number): PageOf<ExpertListEntry> => ({
  list: list.slice((page - 1) * size, page * size),
  pageNum: page,
  pageSize: size,
  total: list.length,
  isLastPage: page * size >= list.length,
});

export interface ExpertPartOptions {
  db: Db;
  cache: AnswerCache;
  clock: Clock;
  answerTtlMs: number;
  followedBy: (userId: number) => Promise<ReadonlySet<number>>;
}

export type ExpertPart = ReturnType<typeof createExpertPart>;

/**
 * The expert lists and pages: one shared world (profiles, tip counts, records) that tips change, each expert's
 * follower and sale counts apart (a follow or a purchase drops that expert's only), the hot order over both, and
 * the caller's follows laid over.
 */
export function createExpertPart({ db, cache, clock, answerTtlMs, followedBy }: ExpertPartOptions) {
  const worlds = cache.read<ExpertWorld>('news.experts', { ttlMs: answerTtlMs });
  // the hot order reads every expert's counts: any expert's follow or sale drops it
  const hotLists = cache.read<ExpertListEntry[]>('news.experts-hot', {
    ttlMs: answerTtlMs,
    tagsOf: (list) => list.map((e) => expertTag(e.id)),
  });
  const counts = cache.read<ExpertCounts | null>('news.expert-counts', { ttlMs: answerTtlMs });
  const shared = [TIPS_TAG, EXPERTS_TAG];

  const world = () => worlds('all', () => loadWorld(db, clock()), shared);
  const hot = () => hotLists('all', async () => loadHot(db, await world()), shared);
  const countsOf = (expertId: number) =>
    counts(String(expertId), () => findExpertCounts(db, expertId), [expertTag(expertId), EXPERTS_TAG]);
  /** A shared page is one object per (list, page, size), so its bytes are made once. */
  const samePage = createSameAnswer<PageOf<ExpertListEntry>>();
  /** A caller's follows over a shared page: one object per (page, follows), so its bytes are made once. */
  const withFollows = createSameAnswer<PageOf<ExpertListEntry>>();

  return {
    world,
    /** Reads the world again on this node (an expert added since it was read). */
    reload(): Promise<ExpertWorld> {
      cache.invalidate([EXPERTS_TAG]);
      return world();
    },

    async list(
      input: { page?: number; size?: number; sortType?: number },
      userId: number | null,
    ): Promise<PageOf<ExpertListEntry>> {
      const page = input.page ?? 1;
      const size = input.size ?? 10;
      const sort = input.sortType ?? ExpertSort.Hot;
      if (sort === ExpertSort.Followed) {
        if (userId === null) throw new NeedLoginError();
        const [followed, all] = await Promise.all([followedBy(userId), hot()]);
        return withFollows([all, followed], `mine:${page}:${size}`, () =>
          pageOf(
            all.filter((e) => followed.has(e.id)).map((e) => ({ ...e, isAttention: 1 as const })),
            page,
            size,
          ),
        );
      }
      const list =
        sort === ExpertSort.HitRate
          ? (await world()).sorted[2]
          : sort === ExpertSort.Return
            ? (await world()).sorted[3]
            : await hot();
      const common = samePage([list], `${page}:${size}`, () => pageOf(list, page, size));
      if (userId === null) return common;
      const followed = await followedBy(userId);
      if (!common.list.some((e) => followed.has(e.id))) return common;
      return withFollows([common, followed], '', () => ({
        ...common,
        list: common.list.map((e) => (followed.has(e.id) ? { ...e, isAttention: 1 as const } : e)),
      }));
    },

    async detail(expertId: number, userId: number | null): Promise<ExpertDetail> {
      const model = (await world()).byId.get(expertId);
      if (!model) throw new NotFoundError('professor');
      const [sales, following] = await Promise.all([
        countsOf(expertId),
        userId === null ? false : followedBy(userId).then((f) => f.has(expertId)),
      ]);
      if (!sales) throw new NotFoundError('professor');
      return expertDetail(model, sales, following);
    },
  };
}
