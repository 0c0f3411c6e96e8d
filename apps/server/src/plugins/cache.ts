import fp from 'fastify-plugin';
import { AnswerCache } from '../lib/answer-cache';
import { matchTag } from '../lib/answer-tags';
import { systemClock } from '../lib/clock';
import { onMatchEvent } from '../lib/match-events';

/**
 * `app.cache`: the server's one cache of read answers (lib/answer-cache.ts, decision 034). A `match.<id>` event,
 * which every node hears, drops every answer showing that match, whichever module made it; an event naming no
 * valid match drops everything.
 */
export default fp(
  (app, _opts, done) => {
    const cache = new AnswerCache(systemClock);
    const stop = onMatchEvent(app.bus, (matchId) => (matchId === undefined ? cache.clear() : cache.invalidate([matchTag(matchId)])));
    app.decorate('cache', cache);
    app.addHook('onClose', (_instance, next) => {
      stop();
      cache.clear();
      next();
    });
    done();
  },
  { name: 'cache', fastify: '5.x', dependencies: ['bus'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    cache: AnswerCache;
  }
}
