import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { Envelope, type RequestOf, type ResponseOf, type RouteDef } from '@sport/contract';
import { needLogin } from './app-error';
import { sendCached } from './cached-answer';
import type { RateLimit } from './rate-limiter';
import type { SessionUser } from './session-user';

export interface RouteContext<R extends RouteDef> {
  input: RequestOf<R>;
  user: SessionUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedContext<R extends RouteDef> extends RouteContext<R> {
  user: SessionUser;
}

type Handler<R extends RouteDef> = R['auth'] extends 'required'
  ? (ctx: AuthedContext<R>) => Promise<ResponseOf<R>>
  : (ctx: RouteContext<R>) => Promise<ResponseOf<R>>;

export interface RouteExtras {
  /** Per-route, per-address rate limit instead of the global one, e.g. `{ max: 10, windowMs: 60_000 }`. */
  rateLimit?: RateLimit;
  tags?: string[];
  /** `false` exempts the route from the sign check, e.g. images loaded by `<img>` which cannot send headers. */
  signed?: false;
  /**
   * The handler hands out cached objects, shared until a change drops them: each is serialised (and
   * compressed) once and every request for it gets those bytes (http/cached-answer).
   */
  cached?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by the sign plugin: `false` exempts the route from the sign check. */
    signed?: false;
  }
}

/**
 * Registers a contract route: validation from `def.request`, the envelope of `def.response` as the
 * 200 schema (the allow-list of what leaves the server), and a login gate when `def.auth` is required.
 */
export function addRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: Handler<R>, extras: RouteExtras = {}): void {
  const inputKey = def.method === 'GET' ? 'querystring' : 'body';
  const options: RouteShorthandOptions = {
    schema: {
      [inputKey]: def.request,
      response: { 200: Envelope(def.response) },
      summary: def.summary,
      tags: extras.tags,
    },
    config: {
      auth: def.auth,
      ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}),
      ...(extras.signed === false ? { signed: false as const } : {}),
    },
  };
  app.route({
    ...options,
    method: def.method,
    url: def.path,
    handler: async (req, reply) => {
      if (def.auth === 'required' && !req.user) throw needLogin();
      const raw = def.method === 'GET' ? req.query : req.body;
      const ctx = { input: (raw ?? {}) as RequestOf<R>, user: req.user, req, reply };
      const data = await (handler as (c: RouteContext<R>) => Promise<ResponseOf<R>>)(ctx);
      const envelope = { code: 1, msg: 'success', data };
      if (extras.cached && typeof data === 'object' && data !== null) await sendCached(req, reply, data, envelope);
      return envelope;
    },
  });
}
