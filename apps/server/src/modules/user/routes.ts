import fp from 'fastify-plugin';
import { activityRoutes, HOUR_MS, SESSION_ENDS, systemRoutes, userRoutes } from '@sport/contract';
import { shareOfLimit } from '../../http/rate-limiter';
import { addRoute } from '../../http/route';
import { createUserService, type UserService } from './service';
import { publishBusEvent } from '../../realtime/bus-events';
import { every } from '../../jobs/registry';

const header = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

/**
 * Accounts and sessions. `app.users` is the service; `app.checkSession` is the part the auth hook and the
 * ws hub need (declared with the session types in http/session-user.ts, below the modules).
 */
export default fp(
  (app, _opts, done) => {
    const users = createUserService({
      db: app.db,
      bus: app.bus,
      wallet: app.wallet,
      sessionTtlMs: app.config.sessionTtlMs,
      welcomeGold: app.config.welcomeGold,
    });
    app.decorate('users', users);
    app.decorate('checkSession', users.checkSession);
    app.addHook('onClose', (_app, next) => {
      users.close();
      next();
    });
    // Expired captchas and idle failure counts: nothing else deletes them. Once an hour is enough: a captcha row
    // is refused once expired whether or not it is gone yet.
    app.jobs.add(
      every('login record prune', HOUR_MS, async (log) => {
        const pruned = await users.pruneLoginRecords();
        if (pruned.captchas + pruned.failures > 0) log.info(pruned, 'login records pruned');
      }),
    );

    // Per-IP limits, a share of RATE_LIMIT_MAX (600 → login 30/min, register 20/min, captcha 30/min); the
    // per-account limit is the failure counter in service.ts (captcha after 5, a lock after 20).
    const share = (part: number) => shareOfLimit(app.config.rateLimitMax, part);
    addRoute(app, userRoutes.register, ({ input }) => users.register(input), { rateLimit: share(30) });
    addRoute(
      app,
      userRoutes.login,
      ({ input, req }) => users.login(input, header(req.headers['device-id']).slice(0, 128)),
      {
        rateLimit: share(20),
      },
    );
    addRoute(app, userRoutes.logout, async ({ req, user }) => {
      await users.logout(header(req.headers.token));
      // Every node's ws hub drops user.<uid> from the sockets of the session that ended (realtime/session-ends).
      await publishBusEvent(app.bus, SESSION_ENDS, { userId: user.id });
      return null;
    });
    addRoute(app, userRoutes.info, ({ user }) => users.info(user.id));
    addRoute(app, activityRoutes.inviteCode, async ({ user }) => ({ inviteCode: await users.inviteCode(user.id) }));
    addRoute(app, systemRoutes.captcha, ({ input }) => users.issueCaptcha(input.username), { rateLimit: share(20) });
    done();
  },
  { name: 'user', fastify: '5.x', dependencies: ['db', 'bus', 'jobs', 'wallet'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService;
  }
}
