import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Code } from '@sport/contract';
import { AppError } from '../http/app-error';
import { perMinute, RateLimiter, type RateLimit } from '../http/rate-limiter';

/** The client's address as TRUST_PROXY lets Fastify read it; injectWS requests carry no socket: they share one key. */
const clientKey = (req: FastifyRequest): string => (req.raw.socket ? req.ip : 'local');

type LimitHook = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

function limitHook(limiter: RateLimiter): LimitHook {
  return (req, _reply, done) => {
    const retryAfter = limiter.hit(clientKey(req));
    if (retryAfter === 0) return done();
    done(new AppError(Code.TooMany, `too many requests, retry in ${retryAfter} s`, { 'retry-after': String(retryAfter) }));
  };
}

/**
 * Per-address rate limits (429 + Retry-After): RATE_LIMIT_MAX a minute over all routes together; a route's
 * `config.rateLimit` gives it its own counter instead, `false` none. The count is the route's first hook, before
 * the sign check (registered before this plugin, app.ts), so refused calls count too. Synchronous and in memory: one Map
 * lookup per request (docs/decisions/009-own-rate-limiter.md says why not @fastify/rate-limit).
 */
export default fp(
  (app, _opts, done) => {
    const globalHook = limitHook(new RateLimiter(perMinute(app.config.rateLimitMax)));
    app.decorate('rateLimit', () => globalHook);
    app.addHook('onRoute', (route) => {
      const own = route.config?.rateLimit;
      if (own === false) return;
      const hook = own ? limitHook(new RateLimiter(own)) : globalHook;
      // First of the route's hooks: every call is counted, whatever a later hook answers (a bad sign, a
      // wrong admin token, a refused Origin), so a flood of refused calls is limited like any other.
      route.onRequest = [hook, ...(route.onRequest ? [route.onRequest].flat() : [])];
    });
    done();
  },
  { name: 'sport-rate-limit' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The global per-address limit as a hook, for handlers outside the routes (the 404 handler). */
    rateLimit(): (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
  }
  interface FastifyContextConfig {
    /** This route's own per-address limit, or `false` for none (default: the global limit). */
    rateLimit?: RateLimit | false;
  }
}
