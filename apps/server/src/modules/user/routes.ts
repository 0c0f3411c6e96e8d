import type { FastifyInstance } from 'fastify';
import { activityRoutes, userRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { endSession, sessionUser } from './session-service';
import { disclosureRoute, info, inviteCode, login, register } from './service';

const header = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

export default function userModule(app: FastifyInstance): Promise<void> {
  // Per-IP limits, a share of RATE_LIMIT_MAX (600 → login 30/min, register 20/min); the per-account
  // limit is the failure counter in service.ts (captcha after 5, a lock after 20).
  const perMinute = (share: number) => ({
    max: Math.max(5, Math.ceil(app.config.rateLimitMax / share)),
    windowMs: 60_000,
  });
  addRoute(app, userRoutes.register, ({ input }) => register(app.db, input), {
    rateLimit: perMinute(30),
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
    { rateLimit: perMinute(20) },
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
