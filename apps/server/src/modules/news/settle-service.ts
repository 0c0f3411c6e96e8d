import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { isGoldRefusal } from '../../lib/domain-errors';
import type { FootballService } from '../football/service';
import type { WalletService } from '../wallet/service';
import { tipOutcome, verdictOf, type LegToSettle, type MatchVerdict } from './settle-outcome';
import { REFUND_REASON, refundAfterMove, refundDue, refundKey, REVERSAL_REASON, reversalKey } from './settle-refunds';
import {
  findBuyers,
  findDueTipIds,
  findTipIdsOnMatches,
  lockTips,
  saveRefund,
  writeSettlements,
  type LockedTip,
  type SettlementWrite,
} from './settle-repository';
import { findLegs } from './tip-repository';

/** Tips per transaction: one lock statement and a few bulk writes each, short enough not to hold buys up. */
const CHUNK = 250;
/** Chunks settled at once on PostgreSQL (PGlite runs them one after another on its one connection). */
const PARALLEL_CHUNKS = 4;
/** Stored as `real`: a value read back differs from the computed double in the 7th digit. */
const SAME = 1e-4;

export interface SettlementServiceOptions {
  db: Db;
  wallet: Pick<WalletService, 'credit' | 'debit'>;
  football: Pick<FootballService, 'matchResults'>;
  clock?: Clock;
  /** After a transaction changed tips' results: lists and experts' records showing them are stale. */
  onSettled?: (tipIds: readonly number[]) => Promise<void>;
  /** A refund no longer due that the buyer could not pay back (written off). */
  onUnrecovered?: (info: { tipId: number; userId: number; amount: number }) => void;
}

export interface SettleReport {
  /** Tips whose result was written (first settlement or a changed one). */
  settled: number;
  /** Ledger entries made: refunds credited and refunds taken back. */
  refunds: number;
  reversals: number;
}

/** What a settlement would move (effectOn): tips re-settled, buyers whose refund moves, and the gold either way. */
export interface SettlementEffect {
  tips: number;
  buyers: number;
  refundGold: number;
  reversalGold: number;
}

const none = (): SettleReport => ({ settled: 0, refunds: 0, reversals: 0 });
const add = (a: SettleReport, b: SettleReport): SettleReport => ({
  settled: a.settled + b.settled,
  refunds: a.refunds + b.refunds,
  reversals: a.reversals + b.reversals,
});

export type SettlementService = ReturnType<typeof createSettlementService>;

/**
 * Settles tips when their matches are done, exactly once per outcome: each chunk of tips is locked, its legs and
 * matches are read after the lock, and a tip is written only when its outcome differs from the one stored (a
 * re-run, or a second settler that waited for the first, finds nothing to do). A corrected score that changes
 * an outcome writes the next settlement version and moves each buyer's refund to what is now due
 * (settle-refunds.ts), with ledger keys naming (tip, version), so the ledger is corrected by new entries.
 */
export function createSettlementService({
  db,
  wallet,
  football,
  clock = systemClock,
  onSettled,
  onUnrecovered,
}: SettlementServiceOptions) {
  const changed = (tip: LockedTip, next: { result: string; profit: number; odds: number }): boolean =>
    tip.result !== next.result ||
    Math.abs((tip.profit ?? Number.NaN) - next.profit) > SAME ||
    Math.abs((tip.settledOdds ?? Number.NaN) - next.odds) > SAME;

  /** Moves every buyer of the changed tips to the refund now due; ledger locks taken in user order. */
  async function moveRefunds(
    tx: Db,
    writes: readonly SettlementWrite[],
    tipsById: ReadonlyMap<number, LockedTip>,
    now: Date,
  ) {
    const report = none();
    const writeOf = new Map(writes.map((w) => [w.tipId, w]));
    const buyers = (await findBuyers(tx, [...writeOf.keys()])).sort((a, b) => a.userId - b.userId || a.tipId - b.tipId);
    for (const buyer of buyers) {
      const write = writeOf.get(buyer.tipId);
      const tip = tipsById.get(buyer.tipId);
      if (!write || !tip) continue;
      const due = refundDue(write.result, tip, buyer.price);
      const change = { userId: buyer.userId, tipId: buyer.tipId, version: write.version, updatedAt: now };
      if (due > buyer.refunded) {
        const amount = due - buyer.refunded;
        await wallet.credit(
          {
            userId: buyer.userId,
            amount,
            reason: REFUND_REASON,
            idempotencyKey: refundKey(buyer.tipId, write.version),
          },
          tx,
        );
        report.refunds += 1;
        await saveRefund(tx, { ...change, refunded: due, unrecovered: 0 });
      } else if (due < buyer.refunded) {
        const amount = buyer.refunded - due;
        let takenBack = true;
        try {
          await wallet.debit(
            {
              userId: buyer.userId,
              amount,
              reason: REVERSAL_REASON,
              idempotencyKey: reversalKey(buyer.tipId, write.version),
            },
            tx,
          );
          report.reversals += 1;
        } catch (error) {
          // Not enough gold, or past the day's limit: the wallet refused and wrote nothing.
          if (!isGoldRefusal(error)) throw error;
          takenBack = false;
          onUnrecovered?.({ tipId: buyer.tipId, userId: buyer.userId, amount });
        }
        await saveRefund(tx, { ...change, ...refundAfterMove(buyer.refunded, due, takenBack) });
      } else if (buyer.unrecovered !== 0) {
        // Due again what was written off: the buyer holds it already, nothing moves but the record.
        await saveRefund(tx, { ...change, refunded: due, unrecovered: 0 });
      }
    }
    return report;
  }

  /** The settlements the tips' matches now call for: only tips whose outcome differs from the one stored. */
  async function plan(tx: Db, tips: readonly LockedTip[]): Promise<SettlementWrite[]> {
    const tipIds = tips.map((tip) => tip.id);
    const legs = await findLegs(tx, tipIds);
    const legsOf = new Map<number, LegToSettle[]>();
    for (const leg of legs) legsOf.set(leg.tipId, [...(legsOf.get(leg.tipId) ?? []), leg]);
    const matchIds = [...new Set(legs.map((leg) => leg.matchId))];
    const verdicts = new Map<number, MatchVerdict>(
      (await football.matchResults(matchIds, tx)).map((m) => [m.id, verdictOf(m)]),
    );
    const writes: SettlementWrite[] = [];
    for (const tip of tips) {
      const tipLegs = legsOf.get(tip.id);
      if (!tipLegs) continue;
      const outcome = tipOutcome(tipLegs, tip.stake, verdicts);
      if (!outcome || !changed(tip, outcome)) continue;
      writes.push({
        tipId: tip.id,
        version: tip.version + 1,
        result: outcome.result,
        profit: outcome.profit,
        settledOdds: outcome.odds,
        legResults: outcome.legResults,
      });
    }
    return writes;
  }

  /** One transaction: lock the tips, read their legs and matches, write what changed and move the refunds. */
  async function settleChunk(tipIds: readonly number[]): Promise<{ report: SettleReport; changedIds: number[] }> {
    return db.transaction(async (tx) => {
      const locked = await lockTips(tx, tipIds);
      const writes = await plan(tx, locked);
      const now = new Date(clock());
      await writeSettlements(tx, writes, now);
      const moved = await moveRefunds(tx, writes, new Map(locked.map((tip) => [tip.id, tip])), now);
      return { report: { ...moved, settled: writes.length }, changedIds: writes.map((w) => w.tipId) };
    });
  }

  async function settleTips(tipIds: readonly number[]): Promise<SettleReport> {
    const chunks: number[][] = [];
    for (let i = 0; i < tipIds.length; i += CHUNK) chunks.push(tipIds.slice(i, i + CHUNK));
    let report = none();
    for (let i = 0; i < chunks.length; i += PARALLEL_CHUNKS) {
      const done = await Promise.all(chunks.slice(i, i + PARALLEL_CHUNKS).map(settleChunk));
      for (const { report: part, changedIds } of done) {
        report = add(report, part);
        if (changedIds.length > 0) await onSettled?.(changedIds);
      }
    }
    return report;
  }

  return {
    settleTips,

    /**
     * What settling the tips on these matches would do now, read in `tx` and written nowhere (the console's preview
     * of a correction, issue 27): the tips whose result changes, and the gold moveRefunds would move for their
     * buyers — refunds credited, and refunds taken back (at most: a buyer who spent it has it written off).
     */
    async effectOn(matchIds: readonly number[], tx: Db): Promise<SettlementEffect> {
      const tips = await lockTips(tx, await findTipIdsOnMatches(tx, matchIds), { forUpdate: false });
      const writes = await plan(tx, tips);
      const tipOf = new Map(tips.map((tip) => [tip.id, tip]));
      const resultOf = new Map(writes.map((w) => [w.tipId, w.result]));
      const effect: SettlementEffect = { tips: writes.length, buyers: 0, refundGold: 0, reversalGold: 0 };
      for (const buyer of await findBuyers(tx, [...resultOf.keys()])) {
        const result = resultOf.get(buyer.tipId);
        const tip = tipOf.get(buyer.tipId);
        if (!result || !tip) continue;
        const due = refundDue(result, tip, buyer.price);
        if (due === buyer.refunded) continue;
        effect.buyers += 1;
        if (due > buyer.refunded) effect.refundGold += due - buyer.refunded;
        else effect.reversalGold += buyer.refunded - due;
      }
      return effect;
    },

    /** Every unsettled tip whose first match kicked off: settles those whose matches are all done. */
    async sweep(): Promise<SettleReport> {
      return settleTips(await findDueTipIds(db, new Date(clock())));
    },

    /** The tips on these matches, once a match is done: first settlement, or a re-settlement after a correction. */
    async settleMatches(matchIds: readonly number[]): Promise<SettleReport> {
      const results = await football.matchResults(matchIds);
      const done = results.filter((m) => verdictOf(m).done).map((m) => m.id);
      return settleTips(await findTipIdsOnMatches(db, done));
    },
  };
}
