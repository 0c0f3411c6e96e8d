import type { FastifyInstance } from 'fastify';

/** Registers the tip routes of the news module (filled by issue 15). */
export async function registerTipRoutes(_app: FastifyInstance): Promise<void> {}
