import type { FastifyRequest } from 'fastify';

/** A SPEC §7 request header's value, or undefined when it is missing or empty. */
export function headerOf(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
