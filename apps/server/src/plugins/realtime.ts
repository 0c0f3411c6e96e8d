import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { Code, HEARTBEAT_MS, MAX_SUBSCRIPTIONS_PER_SOCKET, MAX_WS_MESSAGE_BYTES } from '@sport/contract';
import { AppError, forbidden } from '../http/app-error';
import { AddressCap } from '../realtime/address-cap';
import { registerAdminPush } from '../realtime/admin-push-route';
import { handleConnection } from '../realtime/connection';
import { Hub } from '../realtime/hub';
import { isOriginAllowed } from '../realtime/origin';
import { createSessionRecheck } from '../realtime/session-ends';

const WS_PATH = '/ws';
const REFUSED_BODY = JSON.stringify({
  code: Code.NotFound,
  msg: `no WebSocket here: connect to ${WS_PATH}`,
  data: null,
});
/** The 404 envelope as a raw HTTP answer: the socket has left the HTTP server, so nothing else writes it. */
const REFUSED_UPGRADE =
  'HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(REFUSED_BODY)}\r\n\r\n${REFUSED_BODY}`;

/**
 * Lets only `/ws` upgrades through to @fastify/websocket (which routes every upgrade); any other path gets a
 * 404 and its socket is closed, instead of staying open outside the HTTP server's timeouts.
 */
function refuseOtherUpgrades(server: Server): void {
  const listeners = server.listeners('upgrade') as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? '').split('?')[0] === WS_PATH) {
      for (const listener of listeners) listener.call(server, req, socket, head);
      return;
    }
    // Node drops its own error listener before 'upgrade': without one, a client reset would crash the process.
    socket.on('error', () => socket.destroy());
    socket.end(REFUSED_UPGRADE);
  });
}

export interface RealtimeOptions {
  /** Server ping period (tests shorten it). */
  heartbeatMs?: number;
  maxSubscriptions?: number;
  /** How long a socket's session is trusted before the database is asked again (tests shorten it). */
  sessionRecheckMs?: number;
}

/**
 * `/ws` (ARCHITECTURE §5): subscribe/unsubscribe/ping/auth over one socket, fed by `app.bus`.
 * Also `POST /admin/push` when ADMIN_TOKEN is set.
 *
 * @fastify/websocket lives in a scope of its own with the `/ws` route: at the root it would add two hooks
 * and a handler wrapper to every HTTP route, paid on each request. An upgrade on any other path is
 * answered 404 and closed before it reaches the router (`refuseOtherUpgrades`).
 */
export default fp<RealtimeOptions>(
  async (app, opts) => {
    // The user module decorates it, after this plugin (the ws hub asks it only when a socket authenticates).
    app.addHook('onReady', (next) => {
      next(
        app.hasDecorator('checkSession') ? undefined : new Error('realtime needs app.checkSession (the user module)'),
      );
    });

    const hub = new Hub({ maxSubscriptions: opts.maxSubscriptions ?? MAX_SUBSCRIPTIONS_PER_SOCKET });
    const log = app.log.child({ part: 'ws' });
    const checkSession = (token: string, uid: string) => app.checkSession(token, uid);
    // The re-check asks the database: it runs on the very bus message that makes the user module drop its
    // cached session, and this listener comes first.
    const recheckSession = (token: string, uid: string) => app.checkSession(token, uid, true);
    const sessions = createSessionRecheck({ hub, checkSession: recheckSession, log, recheckMs: opts.sessionRecheckMs });
    const stopListening = app.bus.onMessage((message) => {
      // Delivered first: a kicked socket gets its `kicked` before it loses the channel.
      hub.dispatch(message);
      sessions.onMessage(message);
    });
    const sweep = setInterval(() => sessions.sweep(), sessions.sweepEveryMs);
    sweep.unref();
    const cap = new AddressCap(app.config.wsMaxSocketsPerIp);

    // A socket that did not answer the previous ping (with a pong or any message) is gone.
    const heartbeat = setInterval(() => {
      for (const client of hub.clients) {
        if (!client.alive) {
          hub.detach(client);
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
    }, opts.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
    app.addHook('onClose', (_app, done) => {
      clearInterval(heartbeat);
      clearInterval(sweep);
      stopListening();
      done();
    });
    app.decorate('hub', hub);

    await app.register(async (wsScope) => {
      await wsScope.register(websocket, {
        // ws closes a socket whose frame is bigger with 1009 (message too big).
        options: { maxPayload: MAX_WS_MESSAGE_BYTES, perMessageDeflate: false },
        errorHandler: (error, socket, req) => {
          // Unclean disconnects and oversized frames land here: routine, not server errors.
          req.log.debug({ err: error }, 'ws socket error');
          socket.terminate();
        },
      });

      refuseOtherUpgrades(app.server);
      // injectWS (sockets without a network, for tests) is decorated on this scope only; the app offers it too.
      app.decorate('injectWS', wsScope.injectWS.bind(wsScope));

      wsScope.route({
        method: 'GET',
        url: WS_PATH,
        // The protocol authenticates itself (the auth command); browsers cannot sign a handshake.
        config: { signed: false },
        schema: { hide: true },
        onRequest: (req, _reply, done) => {
          const origin = req.headers.origin;
          if (!isOriginAllowed(origin, [req.headers.host, req.host], app.config.corsOrigins)) {
            done(forbidden(`origin not allowed: ${String(origin).slice(0, 100)}`));
            return;
          }
          // Only upgrades hold a socket open; injectWS requests have no TCP socket to count.
          const socket = req.raw.socket as typeof req.raw.socket | undefined;
          if (req.ws && socket && !cap.take(req.ip, socket)) {
            done(new AppError(Code.TooMany, `too many open sockets from this address (at most ${cap.max})`));
            return;
          }
          done();
        },
        handler: () => {
          throw new AppError(Code.NotFound, '/ws: needs a WebSocket upgrade');
        },
        wsHandler: (socket) => {
          handleConnection(socket, {
            hub,
            log,
            checkSession,
          });
        },
      });
    });

    if (app.config.adminToken) registerAdminPush(app, app.config.adminToken);
  },
  { name: 'realtime', fastify: '5.x', dependencies: ['bus'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's ws hub (subscriber bookkeeping; pushes go through `app.bus`). */
    hub: Hub;
  }
}
