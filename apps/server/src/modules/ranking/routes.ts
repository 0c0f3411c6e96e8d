import fp from 'fastify-plugin';

/** The ranking area (issue 16): filled by its issue. */
export default fp(
  async () => {},
  { name: 'ranking', fastify: '5.x', dependencies: ['db', 'bus'] },
);
