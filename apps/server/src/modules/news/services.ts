import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import type { Bus } from '../../realtime/bus';
import type { FootballService } from '../football/service';
import type { UserService } from '../user/service';
import type { WalletService } from '../wallet/service';
import { systemClock } from '../../lib/clock';
import { createCommentService, type CommentService, type CommentServiceOptions } from './comment-service';
import { createExpertAdmin, type ExpertAdmin } from './expert-admin';
import { createLotteryService, type LotteryService } from './lottery-service';
import { createOrderService, type OrderService } from './order-service';
import { createSettlementService, type SettlementService, type SettlementServiceOptions } from './settle-service';
import { createTipService, type TipService } from './tip-service';

export interface NewsServicesOptions {
  db: Db;
  bus: Bus;
  /** The server's answer cache (`app.cache`). */
  cache: AnswerCache;
  wallet: WalletService;
  football: FootballService;
  users: Pick<UserService, 'profiles' | 'assertMayPost'>;
  /** The comment rule's settings (the operators', read live). */
  comments: Pick<CommentServiceOptions, 'settings'>;
  onUnrecovered: SettlementServiceOptions['onUnrecovered'];
}

export interface NewsServices {
  tips: TipService;
  orders: OrderService;
  settlement: SettlementService;
  comments: CommentService;
  lottery: LotteryService;
  /** The console's grant, revoke and hide (issue 27). */
  experts: ExpertAdmin;
}

/**
 * Every service of the news module, built in one place and wired to each other: buying and settling tell the
 * tip part what they changed, so every node drops the cached answers it touches (cache-tags.ts).
 */
export function createNewsServices({
  db,
  bus,
  cache,
  wallet,
  football,
  users,
  comments,
  onUnrecovered,
}: NewsServicesOptions): NewsServices {
  const tips = createTipService({ db, bus, cache, football });
  return {
    tips,
    orders: createOrderService({
      db,
      wallet,
      tipViews: (ids, userId) => tips.tipViews(ids, userId),
      hiddenFrom: (tipId, userId) => tips.hiddenFrom(tipId, userId),
      onBought: (userId, tipId) => tips.bought(userId, tipId),
    }),
    settlement: createSettlementService({
      db,
      wallet,
      football,
      // Results show in every tip list and expert record: each node drops its cached answers.
      onSettled: () => tips.changed({ kind: 'tips' }),
      onUnrecovered,
    }),
    comments: createCommentService({ db, wallet, users, ...comments }),
    lottery: createLotteryService({ db }),
    experts: createExpertAdmin({ db, clock: systemClock, tips }),
  };
}
