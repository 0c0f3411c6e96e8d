import { and, asc, count, countDistinct, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expertProfiles, tipLegs, tipPurchases, tipReads, tips } from '../../db/schema/news';
import type { TipLeg } from './publish-rules';

/**
 * Locks the expert's profile row until the transaction ends, so two publishes of one expert take turns
 * on the chain, and answers the chain's head (null before the first tip) and whether they are third-party;
 * null when the user is no expert or their role was revoked.
 */
export async function lockChainHead(tx: Db, expertId: number) {
  const [profile] = await tx
    .select({ isTripartite: expertProfiles.isTripartite, revokedAt: expertProfiles.revokedAt })
    .from(expertProfiles)
    .where(eq(expertProfiles.userId, expertId))
    .for('update');
  // A revoke takes this row's lock too: a publish racing it either commits first or finds the role gone.
  if (!profile || profile.revokedAt !== null) return null;
  const [head] = await tx
    .select({ chainSeq: tips.chainSeq, hash: tips.hash })
    .from(tips)
    .where(eq(tips.expertId, expertId))
    .orderBy(desc(tips.chainSeq))
    .limit(1);
  return { isTripartite: profile.isTripartite, head: head ?? null };
}

/** Of `matchIds`, those the expert already has a tip on. */
export async function findTippedMatches(tx: Db, expertId: number, matchIds: readonly number[]): Promise<Set<number>> {
  if (matchIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ matchId: tipLegs.matchId })
    .from(tipLegs)
    .innerJoin(tips, eq(tips.id, tipLegs.tipId))
    .where(and(eq(tips.expertId, expertId), inArray(tipLegs.matchId, [...matchIds])));
  return new Set(rows.map((r) => r.matchId));
}

export type NewTip = typeof tips.$inferInsert;

/** Inserts tips (already chained) with their legs; answers the new ids in order. */
export async function insertTips(tx: Db, rows: { tip: NewTip; legs: TipLeg[] }[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const inserted = await tx
      .insert(tips)
      .values(chunk.map((r) => r.tip))
      .returning({ id: tips.id });
    const legRows = chunk.flatMap((r, k) => r.legs.map((leg) => ({ ...leg, tipId: inserted[k]!.id })));
    await tx.insert(tipLegs).values(legRows);
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

const tipColumns = {
  id: tips.id,
  expertId: tips.expertId,
  chainSeq: tips.chainSeq,
  title: tips.title,
  sportsInfo: tips.sportsInfo,
  sportsPlay: tips.sportsPlay,
  price: tips.price,
  openBackGold: tips.openBackGold,
  returnGoldPercentage: tips.returnGoldPercentage,
  sportsType: tips.sportsType,
  bettingType: tips.bettingType,
  isTripartite: tips.isTripartite,
  isHot: tips.isHot,
  stake: tips.stake,
  publishedAt: tips.publishedAt,
  firstKickoffAt: tips.firstKickoffAt,
  hash: tips.hash,
  prevHash: tips.prevHash,
  result: tips.result,
  profit: tips.profit,
  settledOdds: tips.settledOdds,
  settledAt: tips.settledAt,
  readCount: tips.readCount,
  commentCount: tips.commentCount,
  hiddenAt: tips.hiddenAt,
  hiddenReason: tips.hiddenReason,
};

export async function findTipsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(tipColumns)
    .from(tips)
    .where(inArray(tips.id, [...ids]));
}
export type TipRow = Awaited<ReturnType<typeof findTipsByIds>>[number];

export async function findLegs(db: Db, tipIds: readonly number[]) {
  if (tipIds.length === 0) return [];
  return db
    .select({
      tipId: tipLegs.tipId,
      legNo: tipLegs.legNo,
      matchId: tipLegs.matchId,
      play: tipLegs.play,
      pick: tipLegs.pick,
      line: tipLegs.line,
      odds: tipLegs.odds,
    })
    .from(tipLegs)
    .where(inArray(tipLegs.tipId, [...tipIds]))
    .orderBy(asc(tipLegs.tipId), asc(tipLegs.legNo));
}
export type LegRow = Awaited<ReturnType<typeof findLegs>>[number];

export async function findExpertChain(db: Db, expertId: number) {
  return db.select(tipColumns).from(tips).where(eq(tips.expertId, expertId)).orderBy(asc(tips.chainSeq));
}

export interface TipFilter {
  expertId?: number;
  /** Hidden tips too (the console's view of an expert); fans' lists never ask for them. */
  withHidden?: boolean;
  /** true: settled; false: not settled yet. */
  settled?: boolean;
  /** Only tips whose first match has not kicked off at this instant. */
  onSaleAt?: Date;
  sportsType?: number;
  matchIds?: readonly number[];
  refunding?: boolean;
  tripartite?: boolean;
}

function whereOf(filter: TipFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.withHidden ? undefined : isNull(tips.hiddenAt),
    filter.expertId === undefined ? undefined : eq(tips.expertId, filter.expertId),
    filter.settled === undefined ? undefined : filter.settled ? isNotNull(tips.result) : isNull(tips.result),
    filter.onSaleAt === undefined ? undefined : gt(tips.firstKickoffAt, filter.onSaleAt),
    filter.sportsType === undefined ? undefined : eq(tips.sportsType, filter.sportsType),
    filter.refunding ? eq(tips.openBackGold, true) : undefined,
    filter.tripartite === undefined ? undefined : eq(tips.isTripartite, filter.tripartite),
    filter.matchIds === undefined
      ? undefined
      : sql`${tips.id} in (select ${tipLegs.tipId} from ${tipLegs} where ${inArray(tipLegs.matchId, [...filter.matchIds])})`,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

/**
 * A page of tip ids, newest first, and the total: tips on sale by when they were published, settled ones by when their
 * match was played, the order of the expert's record (近10场, 连红: record.ts), so the list and the record's dots agree.
 */
export async function findTipPage(db: Db, filter: TipFilter, page: number, size: number) {
  const where = whereOf(filter);
  const newest = filter.settled ? desc(tips.firstKickoffAt) : desc(tips.publishedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: tips.id })
      .from(tips)
      .where(where)
      .orderBy(newest, desc(tips.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(tips).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/** Matches of unsettled tips kicking off after `from`, with how many tips each has. */
export async function findOpenTipMatches(db: Db, from: Date, sportsType?: number) {
  return db
    .select({ matchId: tipLegs.matchId, tips: countDistinct(tipLegs.tipId) })
    .from(tipLegs)
    .innerJoin(tips, eq(tips.id, tipLegs.tipId))
    .where(
      and(
        isNull(tips.result),
        isNull(tips.hiddenAt),
        gt(tips.firstKickoffAt, from),
        sportsType === undefined ? undefined : eq(tips.sportsType, sportsType),
      ),
    )
    .groupBy(tipLegs.matchId);
}

export async function findBoughtTipIds(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ tipId: tipPurchases.tipId, at: tipPurchases.createdAt })
    .from(tipPurchases)
    .where(eq(tipPurchases.userId, userId));
  return new Map(rows.map((r) => [r.tipId, r.at.getTime()]));
}

/** Counts a read once per user and China day; answers the tip's read count afterwards. */
export async function countRead(db: Db, userId: number, tipId: number, chinaDay: number): Promise<number> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(tipReads)
      .values({ userId, tipId, chinaDay })
      .onConflictDoNothing()
      .returning({ tipId: tipReads.tipId });
    const [row] =
      added.length > 0
        ? await tx
            .update(tips)
            .set({ readCount: sql`${tips.readCount} + 1` })
            .where(eq(tips.id, tipId))
            .returning({ readCount: tips.readCount })
        : await tx.select({ readCount: tips.readCount }).from(tips).where(eq(tips.id, tipId));
    return row?.readCount ?? 0;
  });
}
