import type { FastifyInstance } from 'fastify';
import { newsRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createCommentService, type CommentService } from './comment-service';
import { registerLotteryRoutes } from './lottery-routes';

/**
 * The comment part of the news module: comments under tips with replies, likes, reports, the comment rule
 * (SPEC §5 gate), and the live-room draw winners' prize claims (registered beside them: SPEC §7 lists them
 * among the News calls).
 */
export function registerCommentRoutes(app: FastifyInstance): Promise<void> {
  const comments = createCommentService({
    db: app.db,
    wallet: app.wallet,
    users: app.users,
    filteredWords: app.config.filteredWords,
    rechargeRequired: app.config.commentRechargeMin,
    vipRequired: app.config.commentVipMin,
  });
  app.decorate('newsComments', comments);

  addRoute(app, newsRoutes.commentPublish, ({ user, input }) => comments.publish(user.id, input));
  addRoute(app, newsRoutes.commentList, ({ user, input }) =>
    comments.list(input.messageId, input.page ?? 1, input.size ?? 10, user?.id ?? null),
  );
  addRoute(app, newsRoutes.myCommentList, ({ user, input }) =>
    comments.mine(user.id, input.page ?? 1, input.size ?? 10),
  );
  addRoute(app, newsRoutes.commentLiked, ({ user, input }) => comments.like(user.id, input.commentId));
  addRoute(app, newsRoutes.commentReportCate, () => Promise.resolve(comments.reportCategories()));
  addRoute(app, newsRoutes.commentRule, ({ user }) => comments.rule(user.id));
  addRoute(app, newsRoutes.reportAdd, ({ user, input }) => comments.report(user.id, input));

  registerLotteryRoutes(app);
  return Promise.resolve();
}

declare module 'fastify' {
  interface FastifyInstance {
    newsComments: CommentService;
  }
}
