import fp from 'fastify-plugin';
import { CompetitionId, euroRoutes, fiveLeaguesRoutes, worldCupRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createFootballService, type FootballService } from './service';
import { registerFootballStatsRoutes } from './stats-routes';

const WORLD_CUP = CompetitionId.WorldCup;
const EURO = CompetitionId.Euro;

/**
 * The football match centres (World Cup, Euro, five leagues). `app.football` owns the competition, team and
 * match tables: other areas read matches through it. Every read is a cached answer that `match.<id>` events
 * drop precisely (service.ts); a caller's anchors are laid over the shared lists per request.
 */
export default fp(
  (app, _opts, done) => {
    const football = createFootballService({ db: app.db, cache: app.cache });
    app.decorate('football', football);
    const cached = { cached: true } as const;

    addRoute(app, worldCupRoutes.editions, () => football.editions(WORLD_CUP), cached);
    addRoute(app, worldCupRoutes.matchDate, ({ input }) => football.matchDates(WORLD_CUP, input.seasonId), cached);
    addRoute(app, worldCupRoutes.stages, ({ input }) => football.stages(WORLD_CUP, input.seasonId), cached);
    addRoute(app, worldCupRoutes.list, ({ input, user }) => football.tournamentList(WORLD_CUP, input, user?.id ?? null, input.showAnchor === 1), cached);
    addRoute(app, worldCupRoutes.knockout, ({ input }) => football.knockout(WORLD_CUP, input.seasonId), cached);
    addRoute(app, worldCupRoutes.lineUp, ({ input }) => football.lineUp(input.id), cached);
    addRoute(app, worldCupRoutes.seasonList, ({ input }) => football.seasonList(input.id, 'worldCup'), cached);
    addRoute(app, worldCupRoutes.seasonMatch, ({ input }) => football.seasonMatch(input.teamId, input.seasonId), cached);

    addRoute(app, euroRoutes.editions, () => football.editions(EURO), cached);
    addRoute(app, euroRoutes.matchDate, ({ input }) => football.matchDates(EURO, input.seasonId), cached);
    addRoute(app, euroRoutes.stages, ({ input }) => football.stages(EURO, input.seasonId), cached);
    addRoute(app, euroRoutes.list, ({ input, user }) => football.tournamentList(EURO, input, user?.id ?? null, true), cached);
    addRoute(app, euroRoutes.knockout, ({ input }) => football.knockout(EURO, input.seasonId), cached);
    addRoute(app, euroRoutes.lineUp, ({ input }) => football.lineUp(input.id), cached);
    addRoute(app, euroRoutes.seasonList, ({ input }) => football.seasonList(input.id, 'euro'), cached);
    addRoute(app, euroRoutes.seasonMatch, ({ input }) => football.seasonMatch(input.teamId, input.seasonId), cached);

    addRoute(app, fiveLeaguesRoutes.seasons, ({ input }) => football.seasons(input.id), cached);
    addRoute(app, fiveLeaguesRoutes.matchDate, ({ input }) => football.leagueMatchDates(input), cached);
    addRoute(app, fiveLeaguesRoutes.matchList, ({ input, user }) => football.matchList(input.seasonId, input.matchDate, user?.id ?? null), cached);
    addRoute(app, fiveLeaguesRoutes.teamLineUp, ({ input }) => football.lineUp(input.id), cached);
    addRoute(app, fiveLeaguesRoutes.teamSeasonList, ({ input }) => football.seasonList(input.id, 'fiveLeagues'), cached);
    addRoute(app, fiveLeaguesRoutes.teamSeasonMatch, ({ input }) => football.seasonMatch(input.teamId, input.seasonId), cached);
    registerFootballStatsRoutes(app);
    done();
  },
  { name: 'football', fastify: '5.x', dependencies: ['db', 'bus', 'cache'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    football: FootballService;
  }
}
