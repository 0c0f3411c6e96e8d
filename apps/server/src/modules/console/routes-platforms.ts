import type { FastifyInstance } from 'fastify';
import { consolePlatformRoutes } from '@sport/contract/console';
import type { Clock } from '../../lib/clock';
import type { AuditService } from './audit-service';
import { addConsoleRoute } from './console-route';
import { createDashboard } from './dashboard';
import { createConsolePlatforms } from './platforms';
import type { StaffService } from './staff-service';

/** The 平台 area's routes (管理员) and the 概览 dashboard (every role); registered by routes.ts. */
export function addConsolePlatformRoutes(
  app: FastifyInstance,
  { staff, audit, clock }: { staff: StaffService; audit: AuditService; clock: Clock },
): void {
  const platforms = createConsolePlatforms({ db: app.db, audit, keys: app.ranking.keys });
  const dashboard = createDashboard({
    clock,
    anchor: app.anchor,
    orders: app.tipOrders,
    comments: app.newsComments,
    forum: app.forum,
    keys: app.ranking.keys,
  });
  const routes = consolePlatformRoutes;
  addConsoleRoute(app, staff, routes.platforms, () => platforms.list());
  addConsoleRoute(app, staff, routes.platformKeyCreate, ({ input, staff: me }) => platforms.create(me, input));
  addConsoleRoute(app, staff, routes.platformKeyRotate, ({ input, staff: me }) => platforms.rotate(me, input));
  addConsoleRoute(app, staff, routes.platformKeyRevoke, ({ input, staff: me }) => platforms.revoke(me, input));
  addConsoleRoute(app, staff, routes.dashboard, () => dashboard.read());
}
