import type { FastifyInstance } from 'fastify';
import { CompetitionId, euroRoutes, fiveLeaguesRoutes, worldCupRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createFootballStatsService } from './stats-service';

/**
 * The centres' statistics calls (standings, home/away, player rankings, team leaders, player pages), registered
 * by the football plugin. The stats service keeps its own cached answers and stops listening when the app closes.
 */
export function registerFootballStatsRoutes(app: FastifyInstance): void {
  const stats = createFootballStatsService({ db: app.db, bus: app.bus, cache: app.cache });
  app.addHook('onClose', (_instance, next) => {
    stats.close();
    next();
  });
  const cached = { cached: true } as const;
  const { WorldCup, Euro } = CompetitionId;

  addRoute(app, worldCupRoutes.ranking, ({ input }) => stats.tournamentRanking(WorldCup, input), cached);
  addRoute(app, worldCupRoutes.playerRanking, ({ input }) => stats.tournamentPlayerRanking(WorldCup, input), cached);
  addRoute(app, worldCupRoutes.teamLeaders, ({ input }) => stats.tournamentTeamLeaders(WorldCup, input), cached);

  addRoute(app, euroRoutes.ranking, ({ input }) => stats.tournamentRanking(Euro, input), cached);
  addRoute(app, euroRoutes.homeAway, ({ input }) => stats.tournamentHomeAway(Euro, input), cached);
  addRoute(app, euroRoutes.playerRanking, ({ input }) => stats.tournamentPlayerRanking(Euro, input), cached);
  addRoute(app, euroRoutes.teamLeaders, ({ input }) => stats.tournamentTeamLeaders(Euro, input), cached);

  addRoute(app, fiveLeaguesRoutes.ranking, ({ input }) => stats.leagueRanking(input), cached);
  addRoute(app, fiveLeaguesRoutes.homeAway, ({ input }) => stats.leagueHomeAway(input), cached);
  addRoute(app, fiveLeaguesRoutes.playerRanking, ({ input }) => stats.leaguePlayerRanking(input), cached);
  addRoute(app, fiveLeaguesRoutes.teamBestPlayers, ({ input }) => stats.leagueTeamLeaders(input), cached);
  addRoute(app, fiveLeaguesRoutes.playerBasic, ({ input }) => stats.playerBasic(input.id), cached);
  addRoute(app, fiveLeaguesRoutes.playerSeasonStat, ({ input }) => stats.playerSeasonStat(input), cached);
}
