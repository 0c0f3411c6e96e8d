import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { Code, Envelope, ErrorEnvelope } from '@sport/contract';
import { systemClock } from '../lib/clock';

/**
 * `now`: the server's world time (epoch ms; CLOCK_START shifts it), for a client that follows the server's clock.
 * `seeding`: this node is still writing a first start's demo content (tips, bets, the forum) while it serves.
 */
const Status = Envelope(Type.Object({ status: Type.Literal('ok'), now: Type.Number(), seeding: Type.Boolean() }));

/**
 * `/healthz`: the process answers. `/readyz`: the database answers too.
 * A failed readiness check is HTTP 503 (what load balancers and orchestrators act on) with the
 * envelope code 500 — the code table has no 503. Neither is signed nor rate limited: probes send no
 * app headers and come often from one address.
 */
export default fp(
  (app, _opts, done) => {
    const config = { signed: false as const, rateLimit: false as const };
    // A node without the jobs plugin (a serving-only test app) seeds nothing.
    const seeding = () => app.hasDecorator('jobs') && app.jobs.inProgress.length > 0;
    app.get('/healthz', { config, schema: { hide: true, response: { 200: Status } } }, () => ({
      code: Code.Success,
      msg: 'success',
      data: { status: 'ok' as const, now: systemClock(), seeding: seeding() },
    }));

    app.get('/readyz', { config, schema: { hide: true, response: { 200: Status, 503: ErrorEnvelope } } }, async (req, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        req.log.error({ err: error }, 'readiness check failed');
        return reply.code(503).send({ code: Code.Internal, msg: 'database unavailable', data: null });
      }
      return {
        code: Code.Success,
        msg: 'success',
        data: { status: 'ok' as const, now: systemClock(), seeding: seeding() },
      };
    });
    done();
  },
  { name: 'sport-health' },
);
