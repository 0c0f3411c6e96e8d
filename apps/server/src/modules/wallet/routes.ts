import type { FastifyInstance } from 'fastify';
import { activityRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { sessionUser } from '../user/session-service';
import { getBalance, getDailyLimit } from './service';

/** The gold mall's read calls; gold moves only through service.ts's credit/debit. */
export default function walletModule(app: FastifyInstance): Promise<void> {
  addRoute(app, activityRoutes.goldBalance, async ({ user }) => ({
    balance: await getBalance(app.db, sessionUser(user).id),
  }));
  addRoute(app, activityRoutes.goldDailyLimit, ({ user }) => getDailyLimit(app.db, sessionUser(user).id));
  return Promise.resolve();
}
