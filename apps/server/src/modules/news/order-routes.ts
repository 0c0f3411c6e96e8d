import type { FastifyInstance } from 'fastify';
import { newsRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import type { OrderService } from './order-service';

/** Buying tips with gold (`message/v2/buy`, `myOrder`); settling is the leader's job (routes.ts adds it). */
export function registerOrderRoutes(app: FastifyInstance, orders: OrderService): void {
  addRoute(app, newsRoutes.buy, ({ input, user }) => orders.buy(user.id, input.messageId));
  addRoute(app, newsRoutes.myOrder, ({ input, user }) => orders.myOrders(user.id, input.page ?? 1, input.size ?? 10));
}
