import { ExpertSort, type ExpertDetail, type ExpertListEntry, type PageOf } from '@sport/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NeedLoginError, NotFoundError } from '../../lib/domain-errors';
import { createSameAnswer } from '../../lib/same-answer';
import { TtlCache } from '../../lib/ttl-cache';
import { expertRecord, type SettledTip } from './record';
import { findExpertProfiles, findPurchaseCounts, findSettledTips, findTipCounts } from './repository';
import { expertEntry, flag, type ExpertModel } from './views';

export interface ExpertWorld {
  byId: ReadonlyMap<number, ExpertModel>;
  /** Entries per sort type 1..3, best first (isAttention 0: the caller's follows are laid over). */
  sorted: Readonly<Record<1 | 2 | 3, readonly ExpertListEntry[]>>;
}

const byHot = (a: ExpertModel, b: ExpertModel) =>
  Number(b.profile.hotStatus) - Number(a.profile.hotStatus) ||
  b.profile.followerCount - a.profile.followerCount ||
  b.ordered - a.ordered ||
  a.profile.id - b.profile.id;
const byHitRate = (a: ExpertModel, b: ExpertModel) =>
  b.record.hitPercents - a.record.hitPercents ||
  b.record.settledSession - a.record.settledSession ||
  a.profile.id - b.profile.id;
const byReturn = (a: ExpertModel, b: ExpertModel) =>
  b.record.yieldRate - a.record.yieldRate || b.record.yieldSample - a.record.yieldSample || a.profile.id - b.profile.id;

async function loadWorld(db: Db, now: number): Promise<ExpertWorld> {
  const [profiles, counts, purchases, settled] = await Promise.all([
    findExpertProfiles(db),
    findTipCounts(db, new Date(now)),
    findPurchaseCounts(db),
    findSettledTips(db),
  ]);
  const countOf = new Map(counts.map((c) => [c.expertId, c]));
  const boughtOf = new Map(purchases.map((p) => [p.expertId, p]));
  const settledOf = new Map<number, SettledTip[]>();
  for (const t of settled) {
    if (t.result === null || t.settledAt === null) continue;
    const list = settledOf.get(t.expertId) ?? [];
    list.push({ result: t.result, profit: t.profit ?? 0, stake: t.stake, settledAt: t.settledAt.getTime() });
    settledOf.set(t.expertId, list);
  }
  const models = profiles.map((profile): ExpertModel => ({
    profile,
    published: countOf.get(profile.id)?.published ?? 0,
    onSale: countOf.get(profile.id)?.onSale ?? 0,
    ordered: boughtOf.get(profile.id)?.ordered ?? 0,
    buyers: boughtOf.get(profile.id)?.buyers ?? 0,
    record: expertRecord(settledOf.get(profile.id) ?? [], now),
  }));
  const entries = (order: (a: ExpertModel, b: ExpertModel) => number) => [...models].sort(order).map(expertEntry);
  return {
    byId: new Map(models.map((m) => [m.profile.id, m])),
    sorted: { 1: entries(byHot), 2: entries(byHitRate), 3: entries(byReturn) },
  };
}

export interface ExpertPartOptions {
  db: Db;
  clock: Clock;
  answerTtlMs: number;
  followedBy: (userId: number) => Promise<ReadonlySet<number>>;
}

/** The expert lists and pages: one shared world (profiles, counts, records), the caller's follows laid over. */
export function createExpertPart({ db, clock, answerTtlMs, followedBy }: ExpertPartOptions) {
  const worlds = new TtlCache<ExpertWorld>(answerTtlMs, 1, clock);
  const pages = new TtlCache<PageOf<ExpertListEntry>>(answerTtlMs, 500, clock);
  const world = () => worlds.get('all', () => loadWorld(db, clock()));
  /** A caller's follows over a shared page: one object per (page, follows), so its bytes are made once. */
  const withFollows = createSameAnswer<PageOf<ExpertListEntry>>();

  const pageOf = (list: readonly ExpertListEntry[], page: number, size: number): PageOf<ExpertListEntry> => ({
    list: list.slice((page - 1) * size, page * size),
    pageNum: page,
    pageSize: size,
    total: list.length,
    isLastPage: page * size >= list.length,
  });

  return {
    world,
    drop(): void {
      worlds.clear();
      pages.clear();
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
        const [followed, all] = await Promise.all([followedBy(userId), world()]);
        return withFollows([all, followed], `mine:${page}:${size}`, () =>
          pageOf(
            all.sorted[1].filter((e) => followed.has(e.id)).map((e) => ({ ...e, isAttention: 1 as const })),
            page,
            size,
          ),
        );
      }
      const key = sort === ExpertSort.HitRate ? 2 : sort === ExpertSort.Return ? 3 : 1;
      const shared = await pages.get(`${key}:${page}:${size}`, async () =>
        pageOf((await world()).sorted[key], page, size),
      );
      if (userId === null) return shared;
      const followed = await followedBy(userId);
      if (!shared.list.some((e) => followed.has(e.id))) return shared;
      return withFollows([shared, followed], '', () => ({
        ...shared,
        list: shared.list.map((e) => (followed.has(e.id) ? { ...e, isAttention: 1 as const } : e)),
      }));
    },

    async detail(expertId: number, userId: number | null): Promise<ExpertDetail> {
      const model = (await world()).byId.get(expertId);
      if (!model) throw new NotFoundError('professor');
      const following = userId !== null && (await followedBy(userId)).has(expertId);
      const { profile, record } = model;
      return {
        id: profile.id,
        name: profile.name,
        headUrl: profile.headUrl,
        tag: profile.tag,
        profile: profile.profile,
        introduction: profile.introduction,
        sportsSession: model.published,
        hitPercents: record.hitPercents,
        hitSession: record.hitSession,
        tenHistory: record.tenHistory,
        ordered: model.ordered,
        subscribed: model.buyers,
        tenWin: record.tenWin,
        weekRateReturn: record.weekRateReturn,
        longestWin: record.longestWin,
        winContinuous: record.winContinuous,
        attention: profile.followerCount,
        isAttention: flag(following),
        settledSession: record.settledSession,
        tenSample: record.tenSample,
        weekSample: record.weekSample,
        streakSample: record.streakSample,
        yieldRate: record.yieldRate,
        yieldSample: record.yieldSample,
        unitsStaked: record.unitsStaked,
        profitUnits: record.profitUnits,
        chainLength: model.published,
      };
    },
  };
}
