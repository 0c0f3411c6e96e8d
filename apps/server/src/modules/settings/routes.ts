import fp from 'fastify-plugin';
import { THRESHOLD_BOUNDS } from '@sport/contract/console';
import { systemClock } from '../../lib/clock';
import { CONTRACT_THRESHOLDS, createSettingsService, type SettingsService } from './service';

/**
 * The settings operators change in the console (issue 27 §2): no fans' route of its own; the modules that filter
 * and gate posts, and the common config, read it on every call.
 */
export default fp(
  (app, _opts, done) => {
    const settings = createSettingsService({
      db: app.db,
      bus: app.bus,
      cache: app.cache,
      clock: systemClock,
      envWords: app.config.filteredWords,
      defaults: {
        ...CONTRACT_THRESHOLDS,
        commentRechargeMin: app.config.commentRechargeMin,
        commentVipMin: Math.min(app.config.commentVipMin, THRESHOLD_BOUNDS.commentVipMin.max),
      },
    });
    app.decorate('settings', settings);
    app.addHook('onClose', (_instance, next) => {
      settings.close();
      next();
    });
    done();
  },
  { name: 'settings', fastify: '5.x', dependencies: ['db', 'bus', 'cache'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}
