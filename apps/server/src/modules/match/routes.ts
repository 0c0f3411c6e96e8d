import fp from 'fastify-plugin';
import { matchRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createMatchService, type MatchService } from './service';

/**
 * The match page (issue 24): one call for a match of any sport. It composes the football module (owner of the
 * match tables) and the NBA module (owner of the box scores) through their services, and caches the answer.
 */
export default fp(
  (app, _opts, done) => {
    const match = createMatchService({ bus: app.bus, football: app.football, nba: app.nba });
    app.decorate('match', match);
    app.addHook('onClose', (_instance, next) => {
      match.close();
      next();
    });
    addRoute(app, matchRoutes.detail, ({ input }) => match.detail(input.matchId), { cached: true });
    done();
  },
  { name: 'match', fastify: '5.x', dependencies: ['bus', 'football', 'nba'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    match: MatchService;
  }
}
