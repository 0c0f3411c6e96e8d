import type { FastifyInstance } from 'fastify';
import { newsRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createLotteryService, type LotteryService } from './lottery-service';

/** Prize claims of live-room draw winners (SPEC §7 lottery approval info and submitInfo). */
export function registerLotteryRoutes(app: FastifyInstance): void {
  const lottery = createLotteryService({ db: app.db });
  app.decorate('lottery', lottery);
  addRoute(app, newsRoutes.lotteryApprovalInfo, ({ user }) => lottery.info(user.id));
  addRoute(app, newsRoutes.lotterySubmitInfo, ({ user, input }) => lottery.submit(user.id, input));
}

declare module 'fastify' {
  interface FastifyInstance {
    lottery: LotteryService;
  }
}
