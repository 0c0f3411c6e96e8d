import type { MessageMatch, PageOf, TipMessage } from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { createSameAnswer } from '../../lib/same-answer';
import type { FootballService, MatchCard } from '../football/service';
import { TIPS_TAG } from './cache-tags';
import type { ExpertWorld } from './experts';
import type { TipLeg } from './publish-rules';
import { findLegs, findTipPage, findTipsByIds, type TipFilter, type TipRow } from './tip-repository';
import { messageMatch, tipMessage } from './views';

/** A tip with what every view of it needs. */
export interface TipCore {
  tip: TipRow;
  legs: TipLeg[];
  matches: MessageMatch[];
}

export interface TipAnswersOptions {
  db: Db;
  cache: AnswerCache;
  football: Pick<FootballService, 'matchCards'>;
  /** The experts' profiles shown beside each tip. */
  world: () => Promise<ExpertWorld>;
  boughtBy: (userId: number) => Promise<ReadonlyMap<number, number>>;
  ttlMs: number;
}

export type TipAnswers = ReturnType<typeof createTipAnswers>;

/**
 * The shared tip answers (one tip, pages of tips), dropped when tips are published or settled; a caller's
 * purchases are laid over a page per request.
 */
export function createTipAnswers({ db, cache, football, world, boughtBy, ttlMs }: TipAnswersOptions) {
  const cores = cache.read<TipCore | null>('news.tip', { ttlMs });
  const pages = cache.read<PageOf<TipMessage>>('news.tip-page', { ttlMs });
  /** A caller's purchases over a shared page: one object per (page, purchases), so its bytes are made once. */
  const withPurchases = createSameAnswer<PageOf<TipMessage>>();

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

  /** The list views of tips in the order of `ids` (read afresh). */
  async function views(ids: readonly number[]): Promise<TipMessage[]> {
    const [loaded, experts] = await Promise.all([loadCores(ids), world()]);
    return loaded.flatMap(({ tip, matches }) => {
      const expert = experts.byId.get(tip.expertId);
      return expert ? [tipMessage(tip, expert.profile, matches)] : [];
    });
  }

  /** A shared page of tips; the caller's purchases set isBuy (never the content: lists carry none). */
  async function page(filter: TipFilter, pageNum: number, size: number, userId: number | null): Promise<PageOf<TipMessage>> {
    const key = JSON.stringify([
      filter.expertId,
      filter.settled,
      filter.onSaleAt !== undefined,
      filter.sportsType,
      filter.matchIds,
      filter.refunding,
      filter.tripartite,
      filter.withHidden,
      pageNum,
      size,
    ]);
    const shared = await pages(
      key,
      async () => {
        const { ids, total } = await findTipPage(db, filter, pageNum, size);
        return { list: await views(ids), pageNum, pageSize: size, total, isLastPage: pageNum * size >= total };
      },
      [TIPS_TAG],
    );
    if (userId === null) return shared;
    const bought = await boughtBy(userId);
    if (!shared.list.some((t) => bought.has(t.id))) return shared;
    return withPurchases([shared, bought], '', () => ({
      ...shared,
      list: shared.list.map((t) => (bought.has(t.id) ? { ...t, isBuy: 1 as const } : t)),
    }));
  }

  return {
    cardsOf,
    /** One tip (null: none such). */
    core: (id: number): Promise<TipCore | null> =>
      cores(String(id), async () => (await loadCores([id]))[0] ?? null, [TIPS_TAG]),
    views,
    page,
  };
}
