import fp from 'fastify-plugin';
import { INGEST_KEY_HEADER, rankingRoutes, type IngestBetsBody } from '@sport/contract';
import { forbidden } from '../../http/app-error';
import { addRoute } from '../../http/route';
import type { IngestKeyRef } from './ingest-log';
import { createRankingService, type RankingService } from './service';
import { repeat } from '../../jobs/repeat';

/**
 * The user ranking (issue 16): boards, betting reports and votes, a user's bets, and the platforms' bet ingest.
 * `app.ranking` is also what the leader's job ticks (added below).
 */
export default fp(
  (app, _opts, done) => {
    const ranking = createRankingService({
      db: app.db,
      bus: app.bus,
      cache: app.cache,
      football: app.football,
      users: app.users,
      envKeys: app.config.ingestKeys,
    });
    app.decorate('ranking', ranking);
    app.addHook('onClose', () => ranking.close());
    // Users' bets settle as their matches finish, and settle again when a match's score is corrected (the tick
    // re-settles the matches heard on the bus); the boards are stored again when any moved.
    app.jobs.add({
      name: 'ranking',
      start(log) {
        const stopWatching = ranking.watchMatches();
        const ticking = repeat(() => ranking.tick(), 10_000, (error) => log.error({ err: error }, 'ranking tick failed'));
        return {
          async stop() {
            stopWatching();
            await ticking.stop();
          },
        };
      },
    });

    addRoute(app, rankingRoutes.config, () => Promise.resolve(ranking.config()));
    // Lists answer shared, cached objects (a caller's votes laid over them once): their bytes are made once.
    const cached = { cached: true } as const;
    addRoute(app, rankingRoutes.list, ({ input, user }) => ranking.list(input, user?.id ?? null), cached);
    addRoute(app, rankingRoutes.switch, ({ input, user }) => ranking.setHidden(user.id, input.hidden === 1));
    addRoute(app, rankingRoutes.reportLike, ({ input, user }) => ranking.vote(input.reportId, user.id, 1));
    addRoute(app, rankingRoutes.reportDislike, ({ input, user }) => ranking.vote(input.reportId, user.id, -1));
    addRoute(app, rankingRoutes.bettingList, ({ input, user }) => ranking.bettingList(input, user?.id ?? null), cached);

    // The platform's key (its INGEST_KEYS entry or a live key the console made, read per call: ingest-keys.ts) is
    // checked after the body's schema (it names the platform); the sign is the app's, not a platform's, so the
    // route is unsigned.
    // The key that let a call in goes to the ingest log by its id (never the key); a refused key is logged too.
    app.register((scope, _scopeOpts, registered) => {
      const keyOfCall = new WeakMap<object, IngestKeyRef>();
      scope.addHook('preHandler', async (req) => {
        const { platform, bets } = req.body as IngestBetsBody;
        const key = await ranking.keys.keyOf(platform, req.headers[INGEST_KEY_HEADER]);
        if (!key) {
          await ranking.ingestLog.refusedKey(platform, bets.length);
          throw forbidden(`${INGEST_KEY_HEADER}: not this platform's ingest key`);
        }
        keyOfCall.set(req, key);
      });
      addRoute(scope, rankingRoutes.ingestBets, ({ input, req }) => ranking.ingest(input, undefined, keyOfCall.get(req)), {
        signed: false,
        tags: ['admin'],
      });
      registered();
    });
    done();
  },
  { name: 'ranking', fastify: '5.x', dependencies: ['db', 'bus', 'cache', 'jobs', 'user', 'football'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    ranking: RankingService;
  }
}
