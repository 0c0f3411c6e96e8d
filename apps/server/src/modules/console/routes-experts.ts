import type { FastifyInstance } from 'fastify';
import { consoleExpertRoutes } from '@sport/contract/console';
import type { AuditService } from './audit-service';
import { addConsoleRoute } from './console-route';
import { createConsoleExperts } from './experts';
import type { StaffService } from './staff-service';

/** The 专家 area's routes (运营): experts granted and revoked, their record and chain, tips hidden and shown. */
export function addConsoleExpertRoutes(
  app: FastifyInstance,
  { staff, audit }: { staff: StaffService; audit: AuditService },
): void {
  const experts = createConsoleExperts({ db: app.db, audit, experts: app.newsExperts, users: app.users });
  const routes = consoleExpertRoutes;
  addConsoleRoute(app, staff, routes.expertsSearch, ({ input }) => experts.search(input.q));
  addConsoleRoute(app, staff, routes.expertRecord, ({ input }) =>
    experts.record(input.userId, input.page ?? 1, input.size ?? 20),
  );
  addConsoleRoute(app, staff, routes.expertGrant, ({ input, staff: me }) => experts.grant(me, input));
  addConsoleRoute(app, staff, routes.expertRevoke, ({ input, staff: me }) => experts.revoke(me, input));
  addConsoleRoute(app, staff, routes.tipHide, ({ input, staff: me }) => experts.hide(me, input, true));
  addConsoleRoute(app, staff, routes.tipUnhide, ({ input, staff: me }) => experts.hide(me, input, false));
}
