import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code, HTTP_STATUS_OF_CODE } from '@sport/contract';
import { NOT_STORED } from '../http/cache-control';
import { errorReply } from '../http/error-reply';

/** Sends the envelope for any thrown value; also used for Fastify's framework errors (bad URL, ...). */
export function sendError(error: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer = errorReply(error);
  if (answer.internal) {
    req.log.error({ err: error }, 'request failed');
  } else {
    req.log.info({ code: answer.body.code, msg: answer.body.msg }, 'request refused');
  }
  return reply.code(answer.status).headers(answer.headers).type('application/json; charset=utf-8').send(answer.body);
}

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
