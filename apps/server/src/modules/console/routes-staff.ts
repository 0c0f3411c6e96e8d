import type { FastifyInstance } from 'fastify';
import { consoleStaffRoutes } from '@sport/contract/console';
import type { Clock } from '../../lib/clock';
import type { AuditService } from './audit-service';
import { addConsoleRoute } from './console-route';
import { createStaffAdmin } from './staff-admin';
import type { StaffService } from './staff-service';

/** The 人员 area's routes (管理员); registered by routes.ts. */
export function addConsoleStaffRoutes(
  app: FastifyInstance,
  { staff, audit, clock }: { staff: StaffService; audit: AuditService; clock: Clock },
): void {
  const admin = createStaffAdmin({ db: app.db, clock, audit, staff });
  const routes = consoleStaffRoutes;
  addConsoleRoute(app, staff, routes.staffList, () => admin.list());
  addConsoleRoute(app, staff, routes.staffCreate, ({ input, staff: me }) => admin.create(me, input));
  addConsoleRoute(app, staff, routes.staffRoles, ({ input, staff: me }) => admin.setRoles(me, input));
  addConsoleRoute(app, staff, routes.staffDisable, ({ input, staff: me }) => admin.disable(me, input));
  addConsoleRoute(app, staff, routes.staffEnable, ({ input, staff: me }) => admin.enable(me, input));
  addConsoleRoute(app, staff, routes.staffResetTotp, ({ input, staff: me }) => admin.resetTotp(me, input));
}
