import type { FastifyInstance } from 'fastify';

/** Registers the comment routes of the news module (filled by issue 15). */
export async function registerCommentRoutes(_app: FastifyInstance): Promise<void> {}
