import fp from 'fastify-plugin';
import { nbaRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createNbaService, type NbaService } from './service';

/**
 * The NBA centre (SPEC §7 NBA). It reads the match tables (018) and owns the box scores; every read is a
 * cached answer that `match.<id>` drops; a caller's anchors are laid over a list per request (football's source).
 */
export default fp(
  (app, _opts, done) => {
    const nba = createNbaService({ db: app.db, bus: app.bus, cache: app.cache, football: app.football });
    app.decorate('nba', nba);
    app.addHook('onClose', (_instance, next) => {
      nba.close();
      next();
    });
    const cached = { cached: true } as const;

    addRoute(app, nbaRoutes.seasons, () => nba.seasonList(), cached);
    addRoute(app, nbaRoutes.matchDate, ({ input }) => nba.matchDates(input), cached);
    addRoute(app, nbaRoutes.list, ({ input, user }) => nba.list(input, user?.id ?? null), cached);
    addRoute(app, nbaRoutes.teamLineUp, ({ input }) => nba.lineUp(input.id), cached);
    addRoute(app, nbaRoutes.teamMatch, ({ input }) => nba.teamMatches(input), cached);
    addRoute(app, nbaRoutes.teamPlayer, ({ input }) => nba.teamPlayers(input), cached);
    addRoute(app, nbaRoutes.playerDetail, ({ input }) => nba.playerDetail(input), cached);
    addRoute(app, nbaRoutes.ranking, ({ input }) => nba.ranking(input), cached);
    addRoute(app, nbaRoutes.playerList, ({ input }) => nba.playerList(input), cached);
    addRoute(app, nbaRoutes.homeAway, ({ input }) => nba.homeAway(input), cached);
    addRoute(app, nbaRoutes.teamData, ({ input }) => nba.teamData(input), cached);
    done();
  },
  { name: 'nba', fastify: '5.x', dependencies: ['db', 'bus', 'cache', 'football'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    nba: NbaService;
  }
}
