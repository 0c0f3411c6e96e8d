import type { FastifyInstance } from 'fastify';
import { consoleHostRoutes, HOST_PORTRAIT_MAX_BASE64 } from '@sport/contract/console';
import type { AuditService } from './audit-service';
import { addConsoleRoute } from './console-route';
import { createConsoleHosts } from './hosts';
import type { StaffService } from './staff-service';

/** The 主播 area's routes (运营) and the room's chat roles list; registered by routes.ts. */
export function addConsoleHostRoutes(
  app: FastifyInstance,
  { staff, audit }: { staff: StaffService; audit: AuditService },
): void {
  const hosts = createConsoleHosts({ db: app.db, audit, anchor: app.anchor, system: app.system });
  const routes = consoleHostRoutes;
  addConsoleRoute(app, staff, routes.hostsList, ({ input }) => hosts.list(input));
  addConsoleRoute(app, staff, routes.hostCreate, ({ input, staff: me }) => hosts.create(me, input));
  addConsoleRoute(app, staff, routes.hostEdit, ({ input, staff: me }) => hosts.edit(me, input));
  // The portrait travels as base64 in JSON: a body limit of its own, a little above the largest image allowed.
  addConsoleRoute(app, staff, routes.hostPortrait, ({ input, staff: me }) => hosts.portrait(me, input), {
    bodyLimit: HOST_PORTRAIT_MAX_BASE64 + 64 * 1024,
  });
  addConsoleRoute(app, staff, routes.hostGroup, ({ input, staff: me }) => hosts.group(me, input));
  addConsoleRoute(app, staff, routes.hostAir, ({ input, staff: me }) => hosts.air(me, input));
  addConsoleRoute(app, staff, routes.hostSchedule, ({ input }) => hosts.schedule(input));
  addConsoleRoute(app, staff, routes.scheduleAdd, ({ input, staff: me }) => hosts.scheduleAdd(me, input));
  addConsoleRoute(app, staff, routes.scheduleEdit, ({ input, staff: me }) => hosts.scheduleEdit(me, input));
  addConsoleRoute(app, staff, routes.scheduleCancel, ({ input, staff: me }) => hosts.scheduleCancel(me, input));
  addConsoleRoute(app, staff, routes.roomMembers, async ({ input }) => {
    await app.anchor.admin.host(input.hostId);
    const rows = await app.chat.roomRoles(input.hostId);
    const names = await app.users.profiles(rows.map((r) => r.userId));
    return { list: rows.map((r) => ({ ...r, nickName: names.get(r.userId)?.nickname ?? '' })) };
  });
}
