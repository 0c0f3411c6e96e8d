import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { Code, HEARTBEAT_MS, MAX_SUBSCRIPTIONS_PER_SOCKET, MAX_WS_MESSAGE_BYTES } from '@sport/contract';
import { AppError, forbidden } from '../http/app-error';
import { registerAdminPush } from '../realtime/admin-push-route';
import { handleConnection } from '../realtime/connection';
import { Hub } from '../realtime/hub';
import { isOriginAllowed } from '../realtime/origin';

export interface RealtimeOptions {
  /** Server ping period (tests shorten it). */
  heartbeatMs?: number;
  maxSubscriptions?: number;
}

/**
 * `/ws` (ARCHITECTURE §5): subscribe/unsubscribe/ping/auth over one socket, fed by `app.bus`.
 * Also `POST /admin/push` when ADMIN_TOKEN is set. Registered at the root (fastify-plugin) so that
 * @fastify/websocket sees every later route and refuses upgrades on the non-ws ones.
 */
export default fp<RealtimeOptions>(
  async (app, opts) => {
    if (!app.hasDecorator('checkSession'))
      throw new Error('realtime needs app.checkSession (the auth plugin) registered first');

    await app.register(websocket, {
      // ws closes a socket whose frame is bigger with 1009 (message too big).
      options: { maxPayload: MAX_WS_MESSAGE_BYTES, perMessageDeflate: false },
      errorHandler: (error, socket, req) => {
        // Unclean disconnects and oversized frames land here: routine, not server errors.
        req.log.debug({ err: error }, 'ws socket error');
        socket.terminate();
      },
    });

    const hub = new Hub({ maxSubscriptions: opts.maxSubscriptions ?? MAX_SUBSCRIPTIONS_PER_SOCKET });
    const stopListening = app.bus.onMessage((message) => hub.dispatch(message));

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
      stopListening();
      done();
    });
    app.decorate('hub', hub);

    const log = app.log.child({ part: 'ws' });
    app.route({
      method: 'GET',
      url: '/ws',
      // The protocol authenticates itself (the auth command); browsers cannot sign a handshake.
      config: { signed: false },
      schema: { hide: true },
      onRequest: (req, _reply, done) => {
        const origin = req.headers.origin;
        if (isOriginAllowed(origin, [req.headers.host, req.host], app.config.corsOrigins)) done();
        else done(forbidden(`origin not allowed: ${String(origin).slice(0, 100)}`));
      },
      handler: () => {
        throw new AppError(Code.NotFound, '/ws: needs a WebSocket upgrade');
      },
      wsHandler: (socket) => {
        handleConnection(socket, {
          hub,
          log,
          checkSession: (token, uid) => app.checkSession(token, uid),
        });
      },
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
