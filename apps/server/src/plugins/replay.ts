import fp from 'fastify-plugin';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { onSendHookHandler, preParsingHookHandler } from 'fastify';
import { acceptedEncoding } from '../http/accept-encoding';
import { proxyTrust } from '../http/client-address';
import type { FastifyHandler, FrontDoor } from '../http/front-door';
import { ReplayStore, type Replay } from '../http/replay-store';
import { requestIdOf } from '../http/request-id';
import { isSignedRoute, signProblem } from './sign';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Put there by addRoute for routes marked `cached`: their answers may be replayed (plugins/replay). */
    cached?: true;
  }
}

/** An answer is asked for again at least this often, so answers that expire by time are not kept longer. */
const MAX_AGE_MS = 1_000;
const MAX_ANSWERS = 1_000;
/** The lists take a few parameters; a bigger body goes to Fastify unread. */
const MAX_BODY_BYTES = 4_096;
/** Headers of one response, not of the answer. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** Log levels at which Fastify logs every request (its "request completed" is info). */
const LOGS_INFO = new Set(['trace', 'debug', 'info']);

interface LaneRoute {
  method: 'GET' | 'POST';
  signed: boolean;
}

/** A request the lane handed to Fastify: the key to keep its answer under (null: do not keep), its body. */
interface HandedOn {
  key: string | null;
  since: { at: number; changes: number };
  body: Buffer | null;
}

/** The headers to send again, or null when the answer must not be replayed (it sets a cookie). */
function replayHeaders(
  headers: Record<string, string | number | string[] | undefined>,
  length: number,
): OutgoingHttpHeaders | null {
  if (headers['set-cookie'] !== undefined) return null;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE.has(name)) kept[name] = value;
  kept['content-length'] = length;
  return kept;
}

/** Reads a small body whole, then calls `then` with it. A client that goes away gets nothing. */
function readBody(req: IncomingMessage, then: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => then(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks)));
  // An aborted upload: the socket is gone, there is no one to answer.
  req.on('error', () => undefined);
}

/**
 * The replay lane: the answers of routes marked `cached` (the hot lists), sent again to identical requests
 * before Fastify's routing, as a caching proxy in front of the app would, but with the sign check and the
 * rate limit of the route. A request is identical when method, URL, body, accepted coding, Origin, Host and
 * forwarded host and protocol are; only visitors' requests (no token, no uid) are replayed, and only 200
 * answers. An answer stays while no cached answer has been dropped since its request arrived (every change
 * clears a TtlCache) and for at most a second. Anything else (a miss, a bad sign, an exceeded limit, a
 * logged-in caller) goes to Fastify unchanged, which answers as always and fills the lane.
 * docs/decisions/010-replay-lane.md says why.
 */
export default fp<{ front: FrontDoor }>(
  (app, { front }, done) => {
    const store = new ReplayStore(MAX_AGE_MS, MAX_ANSWERS);
    const routes = new Map<string, LaneRoute>();
    const handedOn = new WeakMap<IncomingMessage, HandedOn>();
    const trusted = proxyTrust(app.config.trustProxy);
    const { signWord } = app.config;

    const keyOf = (req: IncomingMessage, body: Buffer | null): string => {
      const h = req.headers;
      // The host and protocol the answer may name (the domain list) come from these when the peer is trusted.
      const forwarded =
        h['x-forwarded-host'] === undefined && h['x-forwarded-proto'] === undefined
          ? ''
          : `${trusted(req.socket.remoteAddress ?? '', 0)}|${String(h['x-forwarded-host'])}|${String(h['x-forwarded-proto'])}`;
      const coding = acceptedEncoding(h['accept-encoding']) ?? '';
      return `${req.method} ${req.url}\n${coding}\n${h.host}\n${forwarded}\n${h.origin}\n${body?.toString('latin1') ?? ''}`;
    };

    const handOn = (req: IncomingMessage, res: ServerResponse, fastify: FastifyHandler, entry: HandedOn): void => {
      handedOn.set(req, entry);
      fastify(req, res);
    };

    const send = (req: IncomingMessage, res: ServerResponse, replay: Replay): void => {
      res.writeHead(200, replay.headers);
      res.end(replay.body);
      if (LOGS_INFO.has(app.log.level)) {
        app.log.info(
          {
            reqId: requestIdOf(req),
            req: { method: req.method, url: req.url },
            res: { statusCode: 200 },
            replayed: true,
          },
          'request completed',
        );
      }
    };

    const answer = (
      req: IncomingMessage,
      res: ServerResponse,
      fastify: FastifyHandler,
      route: LaneRoute,
      body: Buffer | null,
    ) => {
      const key = keyOf(req, body);
      const replay = store.get(key);
      if (replay === undefined) return handOn(req, res, fastify, { key, since: store.mark(), body });
      // Refusals (403, 429) are Fastify's to answer, as always; the limit counts this request once more there.
      const refused =
        (route.signed && signProblem(req, signWord, Date.now()) !== null) || app.globalRateLimitHit(req) !== 0;
      if (refused) return handOn(req, res, fastify, { key: null, since: store.mark(), body });
      send(req, res, replay);
    };
    /** Whatever goes wrong in the lane, Fastify answers instead: the lane must never take the process down. */
    const answerSafely: typeof answer = (req, res, fastify, route, body) => {
      try {
        answer(req, res, fastify, route, body);
      } catch (error) {
        app.log.error({ err: error }, 'replay lane failed');
        if (!res.headersSent && !handedOn.has(req)) fastify(req, res);
      }
    };

    front.use((req, res, fastify) => {
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const route = routes.get(query === -1 ? url : url.slice(0, query));
      const { headers } = req;
      if (
        route === undefined ||
        req.method !== route.method ||
        headers.token !== undefined ||
        headers.uid !== undefined
      ) {
        fastify(req, res);
        return;
      }
      if (route.method === 'GET') return answerSafely(req, res, fastify, route, null);
      const length = Number(headers['content-length']); // NaN without one
      if (!(length <= MAX_BODY_BYTES) || headers['transfer-encoding'] !== undefined) {
        fastify(req, res);
        return;
      }
      if (length === 0) return answerSafely(req, res, fastify, route, null);
      readBody(req, (body) => answerSafely(req, res, fastify, route, body));
    });

    // A body the lane has read goes to Fastify's parsers as if it came off the socket.
    const restoreBody: preParsingHookHandler = (req, _reply, payload, next) => {
      const body = handedOn.get(req.raw)?.body;
      next(null, body ? Readable.from([body]) : payload);
    };
    const keep: onSendHookHandler = (req, reply, payload, next) => {
      const entry = handedOn.get(req.raw);
      if (entry?.key && reply.statusCode === 200 && req.user === null) {
        const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
        const headers = body && replayHeaders(reply.getHeaders(), body.length);
        if (body && headers) store.set(entry.key, { headers, body }, entry.since);
      }
      next(null, payload);
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const method = methods.length !== 1 ? null : methods[0] === 'GET' ? 'GET' : methods[0] === 'POST' ? 'POST' : null;
      if (route.config?.cached !== true || method === null) return;
      // The lane counts requests under the global limit only.
      if (route.config.rateLimit !== undefined) return;
      routes.set(route.url, { method, signed: isSignedRoute(route) });
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), keep];
      if (method === 'POST') route.preParsing = [...(route.preParsing ? [route.preParsing].flat() : []), restoreBody];
    });
    // Closing: requests go to Fastify, which answers 503 while it shuts down.
    app.addHook('preClose', (next) => {
      front.use(null);
      next();
    });
    done();
  },
  { name: 'sport-replay', dependencies: ['sport-sign', 'sport-rate-limit'] },
);
