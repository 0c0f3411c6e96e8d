import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Unique across nodes and restarts: a random prefix per process, then a counter. */
const prefix = randomBytes(6).toString('base64url');
let next = 0;

/**
 * A request's id in the logs (Fastify's genReqId): the caller's X-Request-Id when it is short and plain (so
 * it cannot forge log lines), else a new one.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : `${prefix}-${(next++).toString(36)}`;
}
