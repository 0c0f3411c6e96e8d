import fp from 'fastify-plugin';
import { Code, HTTP_STATUS_OF_CODE } from '@sport/contract';
import { NOT_STORED } from '../http/cache-control';
import { sendError } from '../http/send-error';

/**
 * Every failure becomes `{ code, msg, data: null }` with the HTTP status of its code (ARCHITECTURE §3).
 * Needs the security plugin first: the 404 handler is rate limited through `app.rateLimit`.
 */
export default fp(
  (app, _opts, done) => {
    app.setErrorHandler((error, req, reply) => sendError(error, req, reply));

    // Rate limited: an attacker could search for valid URLs if 404s are not rate limited.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (req, reply) => {
      const path = (req.raw.url ?? '/').split('?')[0] ?? '/';
      return reply
        .code(HTTP_STATUS_OF_CODE[Code.NotFound])
        .header('cache-control', NOT_STORED)
        .send({ code: Code.NotFound, msg: `no such route: ${req.method} ${path.slice(0, 200)}`, data: null });
    });
    done();
  },
  { name: 'sport-errors', dependencies: ['sport-security'] },
);
