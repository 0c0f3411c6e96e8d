import type { FastifyInstance } from 'fastify';
import { newsRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createTipService, type TipService } from './tip-service';
import { USER_TITLES } from './titles';

/**
 * Experts and tips: every SPEC §7 News read but buying and comments, follows, publishing and the chain's
 * audit. Shared answers (lists, titles, ongoing matches) are cached objects whose bytes are made once; the
 * caller's follows and purchases are laid over per request. Decorates `app.newsTips` for the module's other parts.
 */
export async function registerTipRoutes(app: FastifyInstance): Promise<void> {
  const tips = createTipService({ db: app.db, bus: app.bus, football: app.football });
  app.decorate('newsTips', tips);
  // No user may register under an expert's name and pass for them in comments and rankings.
  app.users.reserveNames(() => tips.expertNames());
  app.addHook('onClose', (_instance, next) => {
    tips.close();
    next();
  });
  const cached = { cached: true } as const;

  addRoute(app, newsRoutes.userTitleList, () => Promise.resolve([...USER_TITLES]), cached);
  addRoute(app, newsRoutes.professorList, ({ input, user }) => tips.professorList(input, user?.id ?? null), cached);
  addRoute(app, newsRoutes.professorDetail, ({ input, user }) =>
    tips.professorDetail(input.professorId, user?.id ?? null),
  );
  addRoute(
    app,
    newsRoutes.professorMessages,
    ({ input, user }) => tips.professorMessages(input, user?.id ?? null),
    cached,
  );
  addRoute(app, newsRoutes.messageList, ({ input, user }) => tips.messageList(input, user?.id ?? null), cached);
  addRoute(app, newsRoutes.messageDetail, ({ input, user }) => tips.messageDetail(input.id, user?.id ?? null));
  addRoute(app, newsRoutes.ongoingMatches, ({ input }) => tips.ongoingMatches(input.sportsType), cached);
  addRoute(app, newsRoutes.attention, ({ input, user }) => tips.attention(user.id, input.professorId, input.attention));
  addRoute(app, newsRoutes.publish, ({ input, user }) => tips.publish(user.id, input));
  addRoute(app, newsRoutes.professorVerify, ({ input }) => tips.verify(input.professorId));
  return Promise.resolve();
}

declare module 'fastify' {
  interface FastifyInstance {
    newsTips: TipService;
  }
}
