import fp from 'fastify-plugin';
import { registerTipRoutes } from './tip-routes';
import { registerOrderRoutes } from './order-routes';
import { registerCommentRoutes } from './comment-routes';

/**
 * Expert tips (issue 15): experts and their tips, buying tips with gold and settling them, and the comments
 * under tips. Three parts, each making its own part of the service and registering its routes.
 */
export default fp(
  async (app) => {
    await registerTipRoutes(app);
    await registerOrderRoutes(app);
    await registerCommentRoutes(app);
  },
  { name: 'news', fastify: '5.x', dependencies: ['db', 'bus', 'jobs', 'wallet', 'football', 'user'] },
);
