import type { FastifyInstance } from 'fastify';
import { fiveLeaguesRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createFootballService } from './service';

/** Five-leagues match centre: seasons, match days and the match list (the rest lands with its area). */
export default function footballModule(app: FastifyInstance): Promise<void> {
  const service = createFootballService(app.db);
  // Any node's simulator or feed publishes `match.<id>` when a match moves; drop the lists holding it then.
  const stop = app.bus.onMessage(({ channel }) => {
    if (!channel.startsWith('match.')) return;
    const matchId = Number(channel.slice('match.'.length));
    service.invalidateMatches(Number.isSafeInteger(matchId) ? matchId : undefined);
  });
  app.addHook('onClose', () => {
    stop();
    return Promise.resolve();
  });

  addRoute(app, fiveLeaguesRoutes.seasons, ({ input }) => service.seasons(input.id));
  addRoute(app, fiveLeaguesRoutes.matchDate, ({ input }) => service.matchDates(input));
  addRoute(app, fiveLeaguesRoutes.matchList, ({ input }) => service.matchList(input.seasonId, input.matchDate), { cached: true });
  return Promise.resolve();
}
