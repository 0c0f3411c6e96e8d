import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorReply } from './error-reply';

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
