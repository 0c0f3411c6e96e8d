import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { Envelope, type RequestOf, type ResponseOf, type RouteDef } from '@sport/contract';
import { NeedLoginError } from '../lib/domain-errors';
import { sendCached } from './cached-answer';
import { addVary, NOT_STORED, SESSION_HEADERS, VISITOR_CACHE_CONTROL } from './cache-control';
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
   * compressed) once and every request for it gets those bytes (http/cached-answer). Its answer to a visitor
   * is the same for every visitor who sends the same request, so it says a shared cache may keep it for a
   * second (`Cache-Control: public, max-age=1`); an answer to a logged-in caller never says so.
   */
  cached?: true;
  /**
   * For a cached route: request headers its answer depends on besides the URL, the body and those addRoute
   * knows of (Accept-Encoding, and token/uid when the route reads the caller), e.g. the Host a domain list
   * names. They go in Vary, so a cache keeps one answer per value.
   */
  vary?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by the sign plugin: `false` exempts the route from the sign check. */
    signed?: false;
  }
}

/** Request headers a cached route's visitor answer varies by, besides Accept-Encoding (set with the bytes). */
function visitorVary(def: RouteDef, extras: RouteExtras): string {
  const names = [...(def.auth === 'optional' ? SESSION_HEADERS : []), ...(extras.vary ?? [])];
  return names.map((name) => name.toLowerCase()).join(', ');
}

/**
 * Registers a contract route: validation from `def.request`, the envelope of `def.response` as the
 * 200 schema (the allow-list of what leaves the server), and a login gate when `def.auth` is required.
 * Every answer says how it may be cached: a visitor's answer of a `cached` route publicly for a second,
 * anything else not at all.
 */
export function addRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: Handler<R>, extras: RouteExtras = {}): void {
  const inputKey = def.method === 'GET' ? 'querystring' : 'body';
  const vary = extras.cached ? visitorVary(def, extras) : '';
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
      if (def.auth === 'required' && !req.user) throw new NeedLoginError();
      const raw = def.method === 'GET' ? req.query : req.body;
      const ctx = { input: (raw ?? {}) as RequestOf<R>, user: req.user, req, reply };
      const data = await (handler as (c: RouteContext<R>) => Promise<ResponseOf<R>>)(ctx);
      const envelope = { code: 1, msg: 'success', data };
      if (extras.cached && !req.user) {
        reply.header('cache-control', VISITOR_CACHE_CONTROL);
        if (vary !== '') addVary(reply, vary);
      } else {
        reply.header('cache-control', NOT_STORED);
      }
      if (extras.cached && typeof data === 'object' && data !== null) await sendCached(req, reply, data, envelope);
      return envelope;
    },
  });
}
