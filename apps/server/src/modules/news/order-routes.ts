import type { FastifyInstance } from 'fastify';

/** Registers the order routes of the news module (filled by issue 15). */
export async function registerOrderRoutes(_app: FastifyInstance): Promise<void> {}
