import { and, asc, eq, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tipLegs, tipPurchases, tips, type TipResult } from '../../db/schema/news';
import { tipRefunds, tipSettlements } from '../../db/schema/news-orders';

/** Unsettled tips whose first match kicked off by `now`: the sweep's candidates. */
export async function findDueTipIds(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: tips.id })
    .from(tips)
    .where(and(isNull(tips.result), lte(tips.firstKickoffAt, now)))
    .orderBy(asc(tips.id));
  return rows.map((row) => row.id);
}

/** Every tip with a leg on one of the matches, settled or not (a corrected score re-settles). */
export async function findTipIdsOnMatches(db: Db, matchIds: readonly number[]): Promise<number[]> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: tipLegs.tipId })
    .from(tipLegs)
    .where(inArray(tipLegs.matchId, [...matchIds]))
    .orderBy(asc(tipLegs.tipId));
  return rows.map((row) => row.id);
}

export interface LockedTip {
  id: number;
  stake: number;
  openBackGold: boolean;
  returnGoldPercentage: number;
  result: TipResult | null;
  profit: number | null;
  settledOdds: number | null;
  /** The latest settlement's version; 0 when never settled. */
  version: number;
}

/**
 * The tips, locked for the settlement's transaction in id order (so two settlers never wait on each other in a
 * circle), with their latest settlement version. FOR UPDATE: it waits for a buy holding the tip (key share, as
 * its purchase row's foreign key does) and holds new buys off until the results and refunds are written.
 * Unlocked for a preview (`forUpdate: false`).
 */
export async function lockTips(
  tx: Db,
  tipIds: readonly number[],
  { forUpdate = true }: { forUpdate?: boolean } = {},
): Promise<LockedTip[]> {
  if (tipIds.length === 0) return [];
  const query = tx
    .select({
      id: tips.id,
      stake: tips.stake,
      openBackGold: tips.openBackGold,
      returnGoldPercentage: tips.returnGoldPercentage,
      result: tips.result,
      profit: tips.profit,
      settledOdds: tips.settledOdds,
    })
    .from(tips)
    .where(inArray(tips.id, [...tipIds]))
    .orderBy(asc(tips.id));
  // A preview (forUpdate false) reads without holding buys off: it writes nothing to protect.
  const rows = forUpdate ? await query.for('update') : await query;
  const versions = await tx
    .select({ tipId: tipSettlements.tipId, version: max(tipSettlements.version) })
    .from(tipSettlements)
    .where(inArray(tipSettlements.tipId, [...tipIds]))
    .groupBy(tipSettlements.tipId);
  const versionOf = new Map(versions.map((v) => [v.tipId, v.version ?? 0]));
  return rows.map((row) => ({ ...row, version: versionOf.get(row.id) ?? 0 }));
}

export interface SettlementWrite {
  tipId: number;
  version: number;
  result: TipResult;
  profit: number;
  settledOdds: number;
  legResults: TipResult[];
}

/** Appends the settlements and writes each tip's result columns and its legs' results, in a few statements. */
export async function writeSettlements(tx: Db, writes: readonly SettlementWrite[], settledAt: Date): Promise<void> {
  if (writes.length === 0) return;
  await tx.insert(tipSettlements).values(writes.map((w) => ({ ...w, createdAt: settledAt })));
  const tipRows = sql.join(
    writes.map((w) => sql`(${w.tipId}::int, ${w.result}::text, ${w.profit}::real, ${w.settledOdds}::real)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${tips} set result = v.result, profit = v.profit, settled_odds = v.odds, settled_at = ${settledAt.toISOString()}::timestamptz
    from (values ${tipRows}) as v(id, result, profit, odds) where ${tips.id} = v.id`);
  const legRows = sql.join(
    writes.flatMap((w) => w.legResults.map((result, i) => sql`(${w.tipId}::int, ${i + 1}::smallint, ${result}::text)`)),
    sql`, `,
  );
  await tx.execute(sql`
    update ${tipLegs} set result = v.result
    from (values ${legRows}) as v(tip_id, leg_no, result) where ${tipLegs.tipId} = v.tip_id and ${tipLegs.legNo} = v.leg_no`);
}

export interface BuyerRow {
  tipId: number;
  userId: number;
  price: number;
  /** Net gold the ledger gave back on this purchase so far. */
  refunded: number;
  /** Of that, what is no longer due but could not be taken back. */
  unrecovered: number;
}

/** The buyers of the tips with what each paid and has been refunded. */
export async function findBuyers(tx: Db, tipIds: readonly number[]): Promise<BuyerRow[]> {
  if (tipIds.length === 0) return [];
  return tx
    .select({
      tipId: tipPurchases.tipId,
      userId: tipPurchases.userId,
      price: tipPurchases.price,
      refunded: sql<number>`coalesce(${tipRefunds.refunded}, 0)`.mapWith(Number),
      unrecovered: sql<number>`coalesce(${tipRefunds.unrecovered}, 0)`.mapWith(Number),
    })
    .from(tipPurchases)
    .leftJoin(tipRefunds, and(eq(tipRefunds.tipId, tipPurchases.tipId), eq(tipRefunds.userId, tipPurchases.userId)))
    .where(inArray(tipPurchases.tipId, [...tipIds]));
}

export async function saveRefund(
  tx: Db,
  row: { tipId: number; userId: number; refunded: number; unrecovered: number; version: number; updatedAt: Date },
): Promise<void> {
  await tx
    .insert(tipRefunds)
    .values(row)
    .onConflictDoUpdate({
      target: [tipRefunds.tipId, tipRefunds.userId],
      set: { refunded: row.refunded, unrecovered: row.unrecovered, version: row.version, updatedAt: row.updatedAt },
    });
}
