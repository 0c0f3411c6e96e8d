import type { PageOf, TipMessage, TipPurchase } from '@sport/contract';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { ForbiddenError, InvalidError, NotFoundError, TipClosedError } from '../../lib/domain-errors';
import type { WalletService } from '../wallet/service';
import { insertPurchase, findPurchase, lockTipForSale, pageOfPurchases } from './order-repository';

/** The ledger's key of a user's purchase of a tip: one per (user, tip), so the gold moves once whatever repeats. */
export const purchaseKey = (tipId: number): string => `tip:${tipId}`;
export const PURCHASE_REASON = 'tip purchase';

export interface OrderServiceOptions {
  db: Db;
  wallet: Pick<WalletService, 'debit'>;
  /** The list views of tips for a caller, in the order of `ids` (the tip part's, so one view of a tip exists). */
  tipViews: (ids: readonly number[], userId: number) => Promise<TipMessage[]>;
  /** After a new purchase committed (not a replay): the user's purchases and the expert's sales changed. */
  onBought?: (userId: number, tipId: number) => Promise<void>;
  clock?: Clock;
}

export type OrderService = ReturnType<typeof createOrderService>;

/** Buying tips with gold, and the user's purchases. */
export function createOrderService({ db, wallet, tipViews, onBought, clock = systemClock }: OrderServiceOptions) {
  /**
   * One transaction: the tip locked against settling, the wallet debit keyed by (user, tip) and the purchase row. A retry,
   * a double tap or many concurrent calls all reach the same ledger entry (the wallet's row lock makes them
   * wait for the first, then find its entry) and answer the same purchase: its time and the balance it left.
   * A purchase once made is answered even after kick-off; a new one is refused from kick-off on. Too little
   * gold, or past the day's limit: the wallet's refusal goes up as it is, saying why with the numbers it read
   * under its row lock.
   */
  async function buy(userId: number, tipId: number): Promise<TipPurchase> {
    let isNew = false;
    const answer = await db.transaction(async (tx) => {
      const found = await lockTipForSale(tx, tipId, userId);
      if (!found) throw new NotFoundError('message');
      const { tip, bought } = found;
      if (!bought) {
        if (tip.expertId === userId) throw new ForbiddenError('不能购买自己发布的推荐');
        if (tip.price === 0) throw new InvalidError('messageId', '免费推荐无需购买');
        // A settled tip's content is open to everyone, so there is nothing left to sell.
        if (tip.result !== null) throw new TipClosedError('该推荐已结算，内容已公开，无需购买');
        if (clock() >= tip.firstKickoffAt.getTime()) throw new TipClosedError('比赛已开始，该推荐已停止购买');
      }
      const change = {
        userId,
        amount: bought?.price ?? tip.price,
        reason: PURCHASE_REASON,
        idempotencyKey: purchaseKey(tipId),
      };
      const debit = await wallet.debit(change, tx);
      const inserted = bought
        ? null
        : await insertPurchase(tx, {
            userId,
            tipId,
            price: tip.price,
            walletEntryId: debit.entryId,
            createdAt: new Date(clock()),
          });
      isNew = inserted !== null;
      // Null inserted: a concurrent first call committed the row after this one looked; the wallet replayed its debit.
      const purchase = bought ?? inserted ?? (await findPurchase(tx, userId, tipId));
      if (!purchase) throw new Error(`purchase of tip ${tipId} by ${userId} vanished`);
      return { messageId: tipId, isBuy: 1 as const, payTime: purchase.createdAt.getTime(), balance: debit.balance };
    });
    if (isNew) await onBought?.(userId, tipId);
    return answer;
  }

  async function myOrders(userId: number, page: number, size: number): Promise<PageOf<TipMessage>> {
    const { rows, total } = await pageOfPurchases(db, userId, { offset: (page - 1) * size, limit: size });
    const list = await tipViews(
      rows.map((row) => row.tipId),
      userId,
    );
    return { list, pageNum: page, pageSize: size, total, isLastPage: page * size >= total };
  }

  return { buy, myOrders };
}
