import type { FastifyInstance } from 'fastify';
import { consoleContentRoutes } from '@sport/contract/console';
import type { AuditService } from './audit-service';
import { addConsoleRoute } from './console-route';
import { createConsoleContent } from './content';
import type { StaffService } from './staff-service';

/** The 内容 area's routes (运营): banners, common config, the word filter, thresholds; registered by routes.ts. */
export function addConsoleContentRoutes(
  app: FastifyInstance,
  { staff, audit }: { staff: StaffService; audit: AuditService },
): void {
  const content = createConsoleContent({ db: app.db, audit, banners: app.system.banners, settings: app.settings });
  const routes = consoleContentRoutes;
  addConsoleRoute(app, staff, routes.contentBanners, ({ input }) => content.banners(input.categoryId));
  addConsoleRoute(app, staff, routes.contentBannerImage, ({ input }) => content.bannerImage(input.data));
  addConsoleRoute(app, staff, routes.contentBannerCreate, ({ input, staff: me }) => content.bannerCreate(me, input));
  addConsoleRoute(app, staff, routes.contentBannerEdit, ({ input, staff: me }) => content.bannerEdit(me, input));
  addConsoleRoute(app, staff, routes.contentBannerRetire, ({ input, staff: me }) => content.bannerRetire(me, input));
  addConsoleRoute(app, staff, routes.contentConfig, () => content.config());
  addConsoleRoute(app, staff, routes.contentConfigSet, ({ input, staff: me }) => content.setConfig(me, input));
  addConsoleRoute(app, staff, routes.contentWords, () => content.words());
  addConsoleRoute(app, staff, routes.contentWordAdd, ({ input, staff: me }) => content.addWord(me, input));
  addConsoleRoute(app, staff, routes.contentWordRemove, ({ input, staff: me }) => content.removeWord(me, input));
  addConsoleRoute(app, staff, routes.contentThresholds, () => content.thresholds());
  addConsoleRoute(app, staff, routes.contentThresholdsSet, ({ input, staff: me }) => content.setThresholds(me, input));
}
