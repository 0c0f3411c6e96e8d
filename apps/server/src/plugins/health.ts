import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { Code, Envelope, ErrorEnvelope } from '@sport/contract';
import { systemClock } from '../lib/clock';

/** `now`: the server's world time (epoch ms; CLOCK_START shifts it), for a client that follows the server's clock. */
const Status = Envelope(Type.Object({ status: Type.Literal('ok'), now: Type.Number() }));

/**
 * `/healthz`: the process answers. `/readyz`: the database answers too.
 * A failed readiness check is HTTP 503 (what load balancers and orchestrators act on) with the
 * envelope code 500 — the code table has no 503. Neither is signed nor rate limited: probes send no
 * app headers and come often from one address.
 */
export default fp(
  (app, _opts, done) => {
    const config = { signed: false as const, rateLimit: false as const };
    app.get('/healthz', { config, schema: { hide: true, response: { 200: Status } } }, () => ({
      code: Code.Success,
      msg: 'success',
      data: { status: 'ok' as const, now: systemClock() },
    }));

    app.get('/readyz', { config, schema: { hide: true, response: { 200: Status, 503: ErrorEnvelope } } }, async (req, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        req.log.error({ err: error }, 'readiness check failed');
        return reply.code(503).send({ code: Code.Internal, msg: 'database unavailable', data: null });
      }
      return { code: Code.Success, msg: 'success', data: { status: 'ok' as const, now: systemClock() } };
    });
    done();
  },
  { name: 'sport-health' },
);
