import type { PageOf, TipMessage, TipPurchase } from '@sport/contract';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { ForbiddenError, InvalidError, NotFoundError, TipClosedError } from '../../lib/domain-errors';
import type { WalletService } from '../wallet/service';
import { buyTip, pageOfPurchases } from './order-repository';
import { REFUND_REASON } from './settle-refunds';

/** The ledger's key of a user's purchase of a tip: one per (user, tip), so the gold moves once whatever repeats. */
export const purchaseKey = (tipId: number): string => `tip:${tipId}`;
export const PURCHASE_REASON = 'tip purchase';

export interface OrderServiceOptions {
  db: Db;
  wallet: Pick<WalletService, 'termsAt' | 'resultOf' | 'totalsByReason'>;
  /** The list views of tips for a caller, in the order of `ids` (the tip part's, so one view of a tip exists). */
  tipViews: (ids: readonly number[], userId: number) => Promise<TipMessage[]>;
  /** Whether staff hid the tip from this user (a buyer is never refused: a replay answers their purchase). */
  hiddenFrom?: (tipId: number, userId: number) => Promise<boolean | null>;
  /** After a new purchase committed (not a replay): the user's purchases and the expert's sales changed. */
  onBought?: (userId: number, tipId: number) => Promise<void>;
  clock?: Clock;
}

export type OrderService = ReturnType<typeof createOrderService>;

/** Buying tips with gold, and the user's purchases. */
export function createOrderService({ db, wallet, tipViews, hiddenFrom, onBought, clock = systemClock }: OrderServiceOptions) {
  /**
   * One statement (`buyTip`): the tip locked against settling, the wallet debit keyed by (user, tip) and the
   * purchase row, on the database in one round trip. A retry, a double tap or many concurrent calls all reach the
   * same ledger entry (the wallet's row lock makes them wait for the first, then find its entry) and answer the same
   * purchase: its time and the balance it left. A purchase once made is answered even after kick-off; a new one is
   * refused from kick-off on. Too little gold, or past the day's limit: the wallet reads its refusal, with the
   * numbers it read under its row lock, and throws it as it would its own.
   */
  async function buy(userId: number, tipId: number): Promise<TipPurchase> {
    // Checked before the statement, not in it: a purchase racing the hide goes through, and its buyer keeps reading
    // the tip as every buyer does (decision 040).
    if (await hiddenFrom?.(tipId, userId)) throw new TipClosedError('该推荐已被隐藏，不能购买');
    const answer = await buyTip(
      db,
      { userId, tipId, reason: PURCHASE_REASON, idempotencyKey: purchaseKey(tipId) },
      // one instant for the whole purchase: kick-off, the day's limit, the ledger row and the purchase row
      wallet.termsAt(clock()),
    );
    switch (answer.outcome) {
      case 'not found':
        throw new NotFoundError('message');
      case 'own tip':
        throw new ForbiddenError('不能购买自己发布的推荐');
      case 'free':
        throw new InvalidError('messageId', '免费推荐无需购买');
      case 'settled':
        throw new TipClosedError('该推荐已结算，内容已公开，无需购买');
      case 'kicked off':
        throw new TipClosedError('比赛已开始，该推荐已停止购买');
      case 'debited': {
        // The wallet reads its debit's answer: the balance it left, or its refusal thrown as its own debit throws it.
        const { balance } = wallet.resultOf(answer.debit, -answer.price);
        const { purchase } = answer;
        if (!purchase) throw new Error(`tip ${tipId}: a debit of ${userId} went through without the purchase`);
        if (purchase.isNew) await onBought?.(userId, tipId);
        return { messageId: tipId, isBuy: 1 as const, payTime: purchase.paidAt.getTime(), balance };
      }
    }
  }

  async function myOrders(userId: number, page: number, size: number): Promise<PageOf<TipMessage>> {
    const { rows, total } = await pageOfPurchases(db, userId, { offset: (page - 1) * size, limit: size });
    const list = await tipViews(
      rows.map((row) => row.tipId),
      userId,
    );
    return { list, pageNum: page, pageSize: size, total, isLastPage: page * size >= total };
  }

  /**
   * Tip purchases and tip refunds booked in [from, to) (the console's dashboard), read off the ledger: how many and
   * the gold, as positive numbers. A refund taken back later (a corrected score) is not subtracted here.
   */
  async function moneyBetween(from: number, to: number) {
    const totals = await wallet.totalsByReason([PURCHASE_REASON, REFUND_REASON], from, to);
    const of = (reason: string) => {
      const t = totals.get(reason);
      return { count: t?.count ?? 0, gold: Math.abs(t?.gold ?? 0) };
    };
    return { purchases: of(PURCHASE_REASON), refunds: of(REFUND_REASON) };
  }

  return { buy, myOrders, moneyBetween };
}
