import type { FastifyInstance } from 'fastify';
import { newsRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import type { CommentService } from './comment-service';

/** Comments under tips with replies, likes, reports, and the comment rule (SPEC §5 gate). */
export function registerCommentRoutes(app: FastifyInstance, comments: CommentService): void {
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
}
