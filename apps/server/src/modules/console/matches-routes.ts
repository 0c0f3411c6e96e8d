import type { FastifyInstance } from 'fastify';
import { consoleMatchRoutes } from '@sport/contract/console';
import { systemClock } from '../../lib/clock';
import type { AuditService } from './audit-service';
import { addConsoleRoute } from './console-route';
import { createConsoleMatches } from './matches';
import type { StaffService } from './staff-service';

/** The 赛事 area's routes (issue 27 §2): find matches, preview a change, apply it. */
export function registerMatchRoutes(app: FastifyInstance, staff: StaffService, audit: AuditService): void {
  const matches = createConsoleMatches({
    db: app.db,
    clock: systemClock,
    audit,
    football: app.football,
    settlement: app.tipSettlement,
    ranking: app.ranking,
    publish: (channel, data) => app.bus.publish(channel, data),
    onSettleError: (error) =>
      app.log.error({ err: error }, 'settling after a console correction failed: the settle job retries'),
  });
  addConsoleRoute(app, staff, consoleMatchRoutes.matchesSearch, ({ input }) => matches.search(input));
  addConsoleRoute(app, staff, consoleMatchRoutes.matchesPreview, ({ input }) => matches.preview(input));
  addConsoleRoute(app, staff, consoleMatchRoutes.matchesApply, ({ input, staff: me }) => matches.apply(me, input));
}
