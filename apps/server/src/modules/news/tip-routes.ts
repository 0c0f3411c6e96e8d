import type { FastifyInstance } from 'fastify';
import { newsRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import type { TipService } from './tip-service';
import { USER_TITLES } from './titles';

/**
 * Experts and tips: every SPEC §7 News read but buying and comments, follows, publishing and the chain's
 * audit. Shared answers (lists, titles, ongoing matches) are cached objects whose bytes are made once; the
 * caller's follows and purchases are laid over per request.
 */
export function registerTipRoutes(app: FastifyInstance, tips: TipService): void {
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
}
