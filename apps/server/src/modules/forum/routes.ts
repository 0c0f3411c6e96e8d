import fp from 'fastify-plugin';

/** The forum area (issue 16): filled by its issue. */
export default fp(
  async () => {},
  { name: 'forum', fastify: '5.x', dependencies: ['db', 'bus'] },
);
