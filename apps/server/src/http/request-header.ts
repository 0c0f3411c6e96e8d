import type { IncomingHttpHeaders } from 'node:http';

/** A SPEC §7 request header's value, or undefined when it is missing or empty (Fastify's or Node's request). */
export function headerOf(req: { headers: IncomingHttpHeaders }, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
