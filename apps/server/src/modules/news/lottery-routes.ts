import type { FastifyInstance } from 'fastify';
import { newsRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import type { LotteryService } from './lottery-service';

/** Prize claims of live-room draw winners (SPEC §7 lottery approval info and submitInfo, among the News calls). */
export function registerLotteryRoutes(app: FastifyInstance, lottery: LotteryService): void {
  addRoute(app, newsRoutes.lotteryApprovalInfo, ({ user }) => lottery.info(user.id));
  addRoute(app, newsRoutes.lotterySubmitInfo, ({ user, input }) => lottery.submit(user.id, input));
}
