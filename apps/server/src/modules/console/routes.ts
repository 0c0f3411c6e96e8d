import fp from 'fastify-plugin';
import { consoleRoutes } from '@sport/contract/console';
import { shareOfLimit } from '../../http/rate-limiter';
import { systemClock } from '../../lib/clock';
import { createAuditService } from './audit-service';
import { addChatRoleRoutes } from './chat-roles';
import { addConsoleRoute, sessionCookie } from './console-route';
import { addConsoleExpertRoutes } from './routes-experts';
import { addConsoleContentRoutes } from './routes-content';
import { registerMatchRoutes } from './matches-routes';
import { createConsoleModeration } from './moderation';
import { addConsoleHostRoutes } from './routes-hosts';
import { addConsolePlatformRoutes } from './routes-platforms';
import { addConsoleStaffRoutes } from './routes-staff';
import { addConsoleUserRoutes } from './routes-users';
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

    const audit = createAuditService({ db: app.db, clock: systemClock });
    addConsoleRoute(app, staff, consoleRoutes.auditList, ({ input }) => audit.page(input.page ?? 1, input.size ?? 20));
    addConsoleRoute(app, staff, consoleRoutes.auditVerify, () => audit.verify());

    const moderation = createConsoleModeration({
      db: app.db,
      clock: systemClock,
      audit,
      comments: app.newsComments,
      forum: app.forum,
      chat: app.chat,
      users: app.users,
    });
    addConsoleRoute(app, staff, consoleRoutes.moderationQueue, async ({ input }) => ({
      list: await moderation.queue(input.kind),
    }));
    addConsoleRoute(app, staff, consoleRoutes.moderationRestore, ({ input, staff: me }) =>
      moderation.decide(me, input, 'restore'),
    );
    addConsoleRoute(app, staff, consoleRoutes.moderationRemove, ({ input, staff: me }) =>
      moderation.decide(me, input, 'remove'),
    );
    addConsoleRoute(app, staff, consoleRoutes.moderationBan, ({ input, staff: me }) => moderation.ban(me, input));
    addConsoleRoute(app, staff, consoleRoutes.moderationUnban, ({ input, staff: me }) => moderation.unban(me, input));
    addConsoleUserRoutes(app, { staff, audit, clock: systemClock });
    registerMatchRoutes(app, staff, audit);
    addChatRoleRoutes(app, staff, audit);
    addConsolePlatformRoutes(app, { staff, audit, clock: systemClock });
    addConsoleExpertRoutes(app, { staff, audit });
    addConsoleStaffRoutes(app, { staff, audit, clock: systemClock });
    addConsoleHostRoutes(app, { staff, audit });
    addConsoleContentRoutes(app, { staff, audit });
    done();
  },
  {
    name: 'console',
    fastify: '5.x',
    dependencies: [
      'db',
      'bus',
      'user',
      'wallet',
      'news',
      'forum',
      'football',
      'ranking',
      'chat',
      'anchor',
      'system',
      'settings',
    ],
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffService;
  }
}
