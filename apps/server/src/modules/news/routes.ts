import fp from 'fastify-plugin';
import { registerCommentRoutes } from './comment-routes';
import { registerLotteryRoutes } from './lottery-routes';
import { registerOrderRoutes } from './order-routes';
import { tipSettlementJob } from './settle-job';
import { createNewsServices, type NewsServices } from './services';
import { registerTipRoutes } from './tip-routes';

/**
 * Expert tips (issue 15): experts and their tips, buying tips with gold and settling them, the comments under
 * tips and the live-room draw winners' prize claims. The module's services are built here, in one place
 * (services.ts), the leader's settlement job added, and each part's routes given the services they call.
 */
export default fp(
  (app, _opts, done) => {
    const news = createNewsServices({
      db: app.db,
      bus: app.bus,
      cache: app.cache,
      wallet: app.wallet,
      football: app.football,
      users: app.users,
      comments: { settings: app.settings },
      onUnrecovered: (info) => app.log.warn(info, 'a refund no longer due could not be taken back: written off'),
    });
    app.decorate('newsTips', news.tips);
    app.decorate('tipOrders', news.orders);
    app.decorate('tipSettlement', news.settlement);
    app.decorate('newsComments', news.comments);
    app.decorate('lottery', news.lottery);
    app.decorate('newsExperts', news.experts);
    // No user may register under an expert's name and pass for them in comments and rankings.
    app.users.reserveNames(() => news.tips.expertNames());
    app.addHook('onClose', (_instance, next) => {
      news.tips.close();
      next();
    });
    app.jobs.add(tipSettlementJob(news.settlement, app.bus));

    registerTipRoutes(app, news.tips);
    registerOrderRoutes(app, news.orders);
    registerCommentRoutes(app, news.comments);
    registerLotteryRoutes(app, news.lottery);
    done();
  },
  {
    name: 'news',
    fastify: '5.x',
    dependencies: ['db', 'bus', 'cache', 'jobs', 'wallet', 'football', 'user', 'settings'],
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    newsTips: NewsServices['tips'];
    tipOrders: NewsServices['orders'];
    tipSettlement: NewsServices['settlement'];
    newsComments: NewsServices['comments'];
    lottery: NewsServices['lottery'];
    newsExperts: NewsServices['experts'];
  }
}
