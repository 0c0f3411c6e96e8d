import fp from 'fastify-plugin';
import type { Bus } from '../realtime/bus';
import { createMemoryBus } from '../realtime/bus-memory';
import { createRedisBus } from '../realtime/bus-redis';

export interface BusPluginOptions {
  /** An already-built bus (tests); it stays open when the app closes. */
  bus?: Bus;
}

/** `app.bus`: the given bus, else Redis pub/sub when REDIS_URL is set, else in-process. */
export default fp<BusPluginOptions>(
  async (app, opts) => {
    let bus = opts.bus;
    if (!bus) {
      bus = app.config.redisUrl
        ? await createRedisBus({ url: app.config.redisUrl, log: app.log.child({ part: 'bus' }) })
        : createMemoryBus();
      const owned = bus;
      app.addHook('onClose', async () => owned.close());
    }
    app.decorate('bus', bus);
  },
  { name: 'bus', fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyInstance {
    bus: Bus;
  }
}
