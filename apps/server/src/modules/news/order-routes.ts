import type { FastifyInstance } from 'fastify';
import { newsRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createOrderService, type OrderService } from './order-service';
import { startSettleJob } from './settle-job';
import { createSettlementService, type SettlementService } from './settle-service';

/** Buying tips with gold (`message/v2/buy`, `myOrder`) and settling tips (the leader's job). */
export function registerOrderRoutes(app: FastifyInstance): Promise<void> {
  const tips = app.newsTips;
  const orders = createOrderService({
    db: app.db,
    wallet: app.wallet,
    tipViews: (ids, userId) => tips.tipViews(ids, userId),
    onBought: (userId) => tips.changed({ kind: 'bought', userId }),
  });
  const settlement = createSettlementService({
    db: app.db,
    wallet: app.wallet,
    football: app.football,
    // Results show in every tip list and expert record: each node drops its cached answers.
    onSettled: () => tips.changed({ kind: 'tips' }),
    onUnrecovered: (info) => app.log.warn(info, 'a refund no longer due could not be taken back: written off'),
  });
  app.decorate('tipOrders', orders);
  app.decorate('tipSettlement', settlement);
  // The leader settles what is due now (the seeded past included) before the node serves, then follows finished
  // matches on the bus and sweeps each minute.
  app.jobs.add({
    name: 'tip settlement',
    async start(log) {
      const first = await settlement.sweep();
      log.info(first, 'tips settled before serving');
      return startSettleJob({
        settlement,
        bus: app.bus,
        onSettled: (report, why) => log.info({ ...report, why }, 'tips settled'),
        onError: (error) => log.error({ err: error }, 'tip settlement failed'),
      });
    },
  });
  addRoute(app, newsRoutes.buy, ({ input, user }) => orders.buy(user.id, input.messageId));
  addRoute(app, newsRoutes.myOrder, ({ input, user }) => orders.myOrders(user.id, input.page ?? 1, input.size ?? 10));
  return Promise.resolve();
}

declare module 'fastify' {
  interface FastifyInstance {
    tipOrders: OrderService;
    tipSettlement: SettlementService;
  }
}
