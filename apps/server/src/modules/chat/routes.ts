import fp from 'fastify-plugin';
import { chatRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { every } from '../../jobs/registry';
import { systemClock } from '../../lib/clock';
import { NotFoundError } from '../../lib/domain-errors';
import { createRoomFeed } from './room-feed';
import { createRoomModerators } from './moderators';
import { createChatService, type ChatService } from './service';

/** How often the leader prunes lines past the retention window. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Live-room chat (issue 28): a room per host, lines pushed on `chat.<hostId>` in short batches, the posting rules of
 * comments (rules/posting.ts, the word filter, the comment ban) plus the room's own mutes, reports that hide a line at
 * five, and the leader's pruning of lines past the retention window.
 */
export default fp(
  (app, _opts, done) => {
    const feed = createRoomFeed({
      bus: app.bus,
      clock: systemClock,
      batchMs: app.config.chatBatchMs,
      capPerSecond: app.config.chatRoomCapPerSecond,
      onPublishError: (err) => app.log.warn({ err }, 'a chat push could not be published'),
    });
    const chat = createChatService({
      db: app.db,
      feed,
      settings: app.settings,
      retentionMs: app.config.chatRetentionMs,
      assertMayPost: (userId) => app.users.assertMayPost(userId),
      // Name and badge as the user is now; banText is the comment ban (the comment rule answers it with the VIP
      // level in one read).
      sender: async (userId) => {
        const [profiles, rule] = await Promise.all([app.users.profiles([userId]), app.newsComments.rule(userId)]);
        const profile = profiles.get(userId);
        return {
          nickName: profile?.nickname || profile?.username || '',
          level: rule.vipCurrentVal,
          banText: rule.isBan ? rule.banText : null,
        };
      },
    });
    app.decorate('chat', chat);
    app.addHook('onClose', (_instance, next) => {
      feed.close();
      next();
    });
    app.jobs.add(
      every('chat prune', PRUNE_EVERY_MS, async (log) => {
        const pruned = await chat.prune();
        if (pruned > 0) log.info({ pruned }, 'chat lines past the retention window deleted');
      }),
    );

    /** A room is a host's, shown to visitors: no chat in a room nobody can enter. */
    const mustBeRoom = async (hostId: number) => {
      try {
        await app.anchor.hostDetail(null, hostId);
      } catch (error) {
        if (error instanceof NotFoundError) throw new NotFoundError('room');
        throw error;
      }
    };

    addRoute(app, chatRoutes.send, async ({ user, input }) => {
      await mustBeRoom(input.hostId);
      return chat.send(user.id, input);
    });
    addRoute(app, chatRoutes.history, ({ input }) => chat.history(input.hostId, input.before ?? null, input.size));
    addRoute(app, chatRoutes.report, ({ user, input }) => chat.report(user.id, input));
    addRoute(app, chatRoutes.remove, ({ user, input }) => chat.remove(user.id, input.messageId));
    addRoute(app, chatRoutes.mute, ({ user, input }) => chat.mute(user.id, input));

    const moderators = createRoomModerators({
      db: app.db,
      names: async (ids) => {
        const profiles = await app.users.profiles(ids);
        return new Map([...profiles].map(([id, p]) => [id, p.nickname || p.username || '']));
      },
    });
    addRoute(app, chatRoutes.moderators, async ({ input }) => {
      await mustBeRoom(input.hostId);
      return moderators.moderators(input.hostId);
    });
    addRoute(app, chatRoutes.appointModerator, async ({ user, input }) => {
      await mustBeRoom(input.hostId);
      return moderators.appointModerator(user.id, input);
    });
    addRoute(app, chatRoutes.removeModerator, ({ user, input }) => moderators.removeModerator(user.id, input));
    done();
  },
  { name: 'chat', fastify: '5.x', dependencies: ['db', 'bus', 'jobs', 'user', 'news', 'anchor', 'settings'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
  }
}
