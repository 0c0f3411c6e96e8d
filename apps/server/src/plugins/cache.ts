import fp from 'fastify-plugin';
import { AnswerCache } from '../lib/answer-cache';
import { systemClock } from '../lib/clock';
import { dropOnMatchEvents } from '../lib/drop-on-match-events';

const CACHE_MAX_ANSWERS = 100_000;

/**
 * `app.cache`: the server's one cache of read answers (lib/answer-cache.ts, decision 034). A `match.<id>` event,
 * which every node hears, drops every answer showing that match, whichever module made it; an event naming no
 * valid match drops everything.
 */
export default fp(
  (app, _opts, done) => {
    // One bound for every module's answers, per-user ones included (each module had its own 20,000 before).
    const cache = new AnswerCache(systemClock, CACHE_MAX_ANSWERS);
    const stop = dropOnMatchEvents(cache, app.bus);
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
