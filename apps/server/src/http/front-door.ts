import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Fastify's own request handler: routing, hooks, the route. */
export type FastifyHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Answers a request itself or hands it on to Fastify (`fastify(req, res)`), at once or after reading it. */
export type Lane = (req: IncomingMessage, res: ServerResponse, fastify: FastifyHandler) => void;

export interface FrontDoor {
  /** Fastify's `serverFactory` option: the HTTP server whose requests pass the front door first. */
  serverFactory: FastifyServerFactory;
  /** Every request goes to `lane` first from now on; `null` sends them all straight to Fastify again. */
  use(lane: Lane | null): void;
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

/**
 * The app's HTTP server with a door in front of Fastify's routing: a plugin may put a lane there that
 * answers some requests before Fastify sees them (plugins/replay). Without a lane every request goes
 * to Fastify as if Fastify had made the server itself, with its timeouts.
 */
export function frontDoor(): FrontDoor {
  let lane: Lane | null = null;
  return {
    serverFactory: (handler, options) => {
      const server = createServer((req, res) => {
        if (lane === null) handler(req, res);
        else lane(req, res, handler);
      });
      // What Fastify sets on a server it makes (lib/server.js), from its options with their defaults.
      server.keepAliveTimeout = numberOr(options.keepAliveTimeout, 72_000);
      server.requestTimeout = numberOr(options.requestTimeout, 0);
      server.setTimeout(numberOr(options.connectionTimeout, 0));
      const perSocket = numberOr(options.maxRequestsPerSocket, 0);
      if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
      return server;
    },
    use: (next) => {
      lane = next;
    },
  };
}
