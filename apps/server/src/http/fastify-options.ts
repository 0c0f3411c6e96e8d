import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Config } from '../config';
import { clientErrorHandler } from './client-error';
import { sendError } from './send-error';
import { requestIdOf } from './request-id';

/** How often Node looks for requests over their time: a thirtieth of it (1 s for 30 s), so one closes at most that late. */
export const connectionsCheckingInterval = (requestTimeoutMs: number): number =>
  Math.max(10, Math.ceil(requestTimeoutMs / 30));

/** Fastify's own options for the app (shared by buildApp and the core plugin tests). */
export function fastifyOptions(config: Config): FastifyHttpOptions<Server> {
  return {
    logger: { level: config.logLevel, redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.sign'] },
    genReqId: requestIdOf,
    // Only proxies we were told about may set X-Forwarded-*: otherwise any client could dodge per-IP limits.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // A request (headers and body) must arrive in time (30 s by default), so a client trickling a body cannot hold a
    // socket and its parser open (Fastify's default is no limit).
    requestTimeout: config.requestTimeoutMs,
    // Node enforces that limit only when it checks its connections, every 30 s by default: a stalled body was
    // closed after up to twice the limit. Checking often makes the limit the one we state.
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: connectionsCheckingInterval(config.requestTimeoutMs),
    },
    // Longer than the 60 s idle timeout of common proxies: the proxy closes an idle connection first, so it
    // never sends a request down one we are closing (Fastify's default, said here beside the other).
    keepAliveTimeout: 72_000,
    // The first start creates PGlite (~10 s) and seeds the demo world (20-60 s on a busy machine) before ready.
    pluginTimeout: 300_000,
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false } },
    // Errors raised before routing (malformed URL, a path parameter over maxParamLength) are envelopes too.
    frameworkErrors: (error, req, reply) => {
      sendError(error, req, reply);
    },
    // And so are those Node's HTTP parser raises before Fastify sees a request (issue 12 §1.9).
    clientErrorHandler,
    // The longest path parameter a route takes is a 64-character file id; Fastify's default, said here
    // beside the handler that answers a longer one (FST_ERR_MAX_PARAM_LENGTH).
    routerOptions: { maxParamLength: 100 },
  };
}
