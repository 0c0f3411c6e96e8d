import fp from 'fastify-plugin';
import { consoleRoutes } from '@sport/contract/console';
import { shareOfLimit } from '../../http/rate-limiter';
import { addConsoleRoute, sessionCookie } from './console-route';
import { createStaffService, STAFF_SESSION_MS, type StaffService } from './staff-service';

/**
 * The operator console's API (issue 27) under /console/api: staff sessions by cookie, every route gated by the
 * roles the contract names for it (console-route.ts), every action written to the hash-chained audit log.
 */
export default fp(
  (app, _opts, done) => {
    const staff = createStaffService({ db: app.db });
    app.decorate('staff', staff);
    const share = (part: number) => shareOfLimit(app.config.rateLimitMax, part);

    // Per address 20/min at the default limit; per account, a lock after STAFF_FAILURES_BEFORE_LOCK failures.
    addConsoleRoute(
      app,
      staff,
      consoleRoutes.login,
      async ({ input, req, reply }) => {
        const started = await staff.login(input);
        reply.header('set-cookie', sessionCookie(started.token, STAFF_SESSION_MS / 1000, req.protocol === 'https'));
        return { staff: started.staff, csrfToken: started.csrfToken, expiresAt: started.expiresAt };
      },
      { rateLimit: share(30) },
    );
    addConsoleRoute(app, staff, consoleRoutes.logout, async ({ session, req, reply }) => {
      await staff.logout(session.sessionId);
      reply.header('set-cookie', sessionCookie('', 0, req.protocol === 'https'));
      return null;
    });
    addConsoleRoute(app, staff, consoleRoutes.me, ({ staff: me }) => Promise.resolve(me));
    done();
  },
  { name: 'console', fastify: '5.x', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffService;
  }
}
