import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Code } from '@sport/contract';
import { AppError } from '../http/app-error';
import { clientAddressOf, proxyTrust } from '../http/client-address';
import { perMinute, RateLimiter, type RateLimit } from '../http/rate-limiter';

type LimitHook = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
/** Counts one hit of a request: 0 when it is allowed, else the seconds until it would be. */
type Hit = (raw: IncomingMessage) => number;

function limitHook(hit: Hit): LimitHook {
  return (req, _reply, done) => {
    const retryAfter = hit(req.raw);
    if (retryAfter === 0) return done();
    done(new AppError(Code.TooMany, `too many requests, retry in ${retryAfter} s`, { 'retry-after': String(retryAfter) }));
  };
}

/**
 * Per-address rate limits (429 + Retry-After): RATE_LIMIT_MAX a minute over all routes together; a route's
 * `config.rateLimit` gives it its own counter instead, `false` none. Synchronous and in memory: one Map
 * lookup per request (docs/decisions/009-own-rate-limiter.md says why not @fastify/rate-limit).
 */
export default fp(
  (app, _opts, done) => {
    const clientAddress = clientAddressOf(proxyTrust(app.config.trustProxy));
    // injectWS requests carry no socket address: they share one key.
    const hitOf =
      (limiter: RateLimiter): Hit =>
      (raw) =>
        limiter.hit(raw.socket ? clientAddress(raw) : 'local');
    const globalHit = hitOf(new RateLimiter(perMinute(app.config.rateLimitMax)));
    const globalHook = limitHook(globalHit);
    app.decorate('rateLimit', () => globalHook);
    app.decorate('globalRateLimitHit', globalHit);
    app.addHook('onRoute', (route) => {
      const own = route.config?.rateLimit;
      if (own === false) return;
      const hook = own ? limitHook(hitOf(new RateLimiter(own))) : globalHook;
      route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), hook];
    });
    done();
  },
  { name: 'sport-rate-limit' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The global per-address limit as a hook, for handlers outside the routes (the 404 handler). */
    rateLimit(): (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
    /** Counts a request under the global limit before Fastify has seen it (the replay lane): 0 when allowed. */
    globalRateLimitHit(raw: IncomingMessage): number;
  }
  interface FastifyContextConfig {
    /** This route's own per-address limit, or `false` for none (default: the global limit). */
    rateLimit?: RateLimit | false;
  }
}
