import fp from 'fastify-plugin';
import { activityRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createWalletService, type WalletService } from './service';

/**
 * The gold wallet. `app.wallet` is how other modules read or move gold (a purchase debits inside its own
 * transaction); the routes here are the gold mall's two reads.
 */
export default fp(
  (app, _opts, done) => {
    const wallet = createWalletService({ db: app.db });
    app.decorate('wallet', wallet);

    addRoute(app, activityRoutes.goldBalance, async ({ user }) => ({ balance: await wallet.balance(user.id) }));
    addRoute(app, activityRoutes.goldDailyLimit, ({ user }) => wallet.dailyLimit(user.id));
    done();
  },
  { name: 'wallet', fastify: '5.x', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}
