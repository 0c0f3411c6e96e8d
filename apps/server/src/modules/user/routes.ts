import type { FastifyInstance } from 'fastify';
import { activityRoutes, userRoutes } from '@sport/contract';
import { shareOfLimit } from '../../http/rate-limiter';
import { addRoute } from '../../http/route';
import { endSession, sessionUser } from './session-service';
import { disclosureRoute, info, inviteCode, login, register } from './service';

const header = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

export default function userModule(app: FastifyInstance): Promise<void> {
  // Per-IP limits, a share of RATE_LIMIT_MAX (600 → login 30/min, register 20/min); the per-account
  // limit is the failure counter in service.ts (captcha after 5, a lock after 20).
  const share = (part: number) => shareOfLimit(app.config.rateLimitMax, part);
  addRoute(app, userRoutes.register, ({ input }) => register(app.db, input), {
    rateLimit: share(30),
  });
  addRoute(
    app,
    userRoutes.login,
    ({ input, req }) =>
      login(
        { db: app.db, bus: app.bus, sessionTtlMs: app.config.sessionTtlMs },
        input,
        header(req.headers['device-id']).slice(0, 128),
      ),
    { rateLimit: share(20) },
  );
  addRoute(app, userRoutes.logout, async ({ req }) => {
    await endSession(app.db, header(req.headers.token));
    return null;
  });
  addRoute(app, userRoutes.info, ({ user }) => info(app.db, sessionUser(user).id));
  addRoute(app, activityRoutes.disclosureRoute, ({ user }) => disclosureRoute(app.db, sessionUser(user).id));
  addRoute(app, activityRoutes.inviteCode, async ({ user }) => ({
    inviteCode: await inviteCode(app.db, sessionUser(user).id),
  }));
  return Promise.resolve();
}
