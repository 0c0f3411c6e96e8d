import fp from 'fastify-plugin';
import { fiveLeaguesRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createFootballService, type FootballService } from './service';

/**
 * Five-leagues match centre: seasons, match days and the match list (the rest lands with its area).
 * `app.football` owns the competition, team and match tables: other areas read matches through it.
 */
export default fp(
  (app, _opts, done) => {
    const football = createFootballService({ db: app.db, bus: app.bus });
    app.decorate('football', football);
    app.addHook('onClose', (_instance, next) => {
      football.close();
      next();
    });

    addRoute(app, fiveLeaguesRoutes.seasons, ({ input }) => football.seasons(input.id));
    addRoute(app, fiveLeaguesRoutes.matchDate, ({ input }) => football.matchDates(input));
    addRoute(app, fiveLeaguesRoutes.matchList, ({ input }) => football.matchList(input.seasonId, input.matchDate), {
      cached: true,
    });
    done();
  },
  { name: 'football', fastify: '5.x', dependencies: ['db', 'bus'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    football: FootballService;
  }
}
