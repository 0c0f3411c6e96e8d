import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@sport/contract/console';
import type { Clock } from '../../lib/clock';
import type { AuditService } from './audit-service';
import { addConsoleRoute } from './console-route';
import { createGoldAdjustments } from './gold';
import type { StaffService } from './staff-service';
import { createConsoleUsers } from './users';

/** The console's user view and gold adjustments (issue 27 §2 "Users"); registered by routes.ts. */
export function addConsoleUserRoutes(
  app: FastifyInstance,
  { staff, audit, clock }: { staff: StaffService; audit: AuditService; clock: Clock },
): void {
  const users = createConsoleUsers({ db: app.db, bus: app.bus, audit, users: app.users, wallet: app.wallet });
  const gold = createGoldAdjustments({ db: app.db, clock, audit, wallet: app.wallet, users: app.users });

  addConsoleRoute(app, staff, consoleRoutes.usersSearch, async ({ input }) => ({ list: await users.find(input.q) }));
  addConsoleRoute(app, staff, consoleRoutes.userDetail, ({ input }) => users.detail(input.userId));
  addConsoleRoute(app, staff, consoleRoutes.userLedger, ({ input }) =>
    users.ledger(input.userId, input.page ?? 1, input.size ?? 20),
  );
  addConsoleRoute(app, staff, consoleRoutes.userEndSessions, ({ input, staff: me }) => users.endSessions(me, input));
  addConsoleRoute(app, staff, consoleRoutes.goldAdjust, ({ input, staff: me }) => gold.adjust(me, input));
  addConsoleRoute(app, staff, consoleRoutes.goldProposals, ({ input }) =>
    gold.list({ state: input.state ?? 'pending', userId: input.userId }, input.page ?? 1, input.size ?? 20),
  );
  addConsoleRoute(app, staff, consoleRoutes.goldApprove, ({ input, staff: me }) => gold.approve(me, input));
  addConsoleRoute(app, staff, consoleRoutes.goldReject, ({ input, staff: me }) => gold.reject(me, input));
}
