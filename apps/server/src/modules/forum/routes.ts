import fp from 'fastify-plugin';
import { forumRoutes, HOUR_MS } from '@sport/contract';
import { addRoute } from '../../http/route';
import { registerPhotoRoutes } from './photo-routes';
import { createFilePhotoStore } from './photo-store';
import { createForumService, type ForumService } from './service';
import { every } from '../../jobs/registry';

/** The forum (issue 16 §3): members only (SPEC §5 "forum access needs login"), reading included. */
export default fp(
  (app, _opts, done) => {
    const forum = createForumService({
      db: app.db,
      user: app.users,
      settings: app.settings,
      photoStore: createFilePhotoStore(app.config.photoDir),
    });
    app.decorate('forum', forum);
    // Photo bytes left in the database by older versions go to the photo store, and photos no thread took within
    // a day are deleted. Hourly, like the login records.
    app.jobs.add(
      every('forum photo sweep', HOUR_MS, async (log) => {
        const swept = await forum.sweepPhotos();
        if (swept.moved + swept.deleted > 0) log.info(swept, 'forum photos swept');
      }),
    );

    addRoute(app, forumRoutes.boards, () => forum.boards());
    addRoute(app, forumRoutes.threadList, ({ input, user }) => forum.threadList(input, user.id));
    addRoute(app, forumRoutes.threadDetail, ({ input, user }) => forum.threadDetail(input.threadId, user.id));
    addRoute(app, forumRoutes.replyList, ({ input, user }) => forum.replyList(input, user.id));
    addRoute(app, forumRoutes.createThread, ({ input, user }) => forum.createThread(user.id, input));
    addRoute(app, forumRoutes.createReply, ({ input, user }) => forum.createReply(user.id, input));
    addRoute(app, forumRoutes.like, ({ input, user }) => forum.toggleLike(user.id, input.targetType, input.targetId));
    addRoute(app, forumRoutes.reportCate, () => Promise.resolve(forum.reportCategories()));
    addRoute(app, forumRoutes.report, ({ input, user }) => forum.report(user.id, input));
    addRoute(app, forumRoutes.userThreads, ({ input, user }) => forum.userThreads(input, user.id));
    addRoute(app, forumRoutes.userReplies, ({ input, user }) => forum.userReplies(input, user.id));
    registerPhotoRoutes(app, forum);
    done();
  },
  { name: 'forum', fastify: '5.x', dependencies: ['db', 'jobs', 'user', 'settings'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    forum: ForumService;
  }
}
