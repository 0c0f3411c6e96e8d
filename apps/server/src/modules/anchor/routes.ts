import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { anchorRoutes } from '@sport/contract';
import { addRoute } from '../../http/route';
import { createAnchorService, type AnchorService } from './service';
import type { StreamUrls } from './views';
import { every } from '../../jobs/registry';

const ANCHOR_TICK_MS = 5_000;

/** Stream addresses on the caller's own origin (a proxy's forwarded host and protocol included). */
const streamUrls = (req: FastifyRequest): StreamUrls => {
  const origin = `${req.protocol}://${req.host}`;
  return {
    m3u8: (roomId) => `${origin}/live/${roomId}/index.m3u8`,
    flv: (roomId) => `${origin}/live/${roomId}/stream.flv`,
  };
};

/**
 * The anchor calls (SPEC §7 Anchor, plus follow and host detail). `app.anchor` is the service other
 * parts use (the live rooms, the leader's tick). Its answers live in `app.cache`; its changes go over the bus
 * (ANCHOR_CHANGES), so every node drops the same tags; the schedules show the football module's matches.
 */
export default fp(
  (app, _opts, done) => {
    const anchor = createAnchorService({ db: app.db, bus: app.bus, cache: app.cache, football: app.football });
    app.decorate('anchor', anchor);
    // Football cannot depend on this module (this one reads its matches): it asks who streams a match through this.
    app.football.setMatchAnchorSource((matchIds, userId) => anchor.matchAnchors(matchIds, userId));
    app.addHook('onClose', (_instance, next) => {
      anchor.close();
      next();
    });
    // Hosts go live and end with the matches they stream: the leader's tick every 5 s.
    app.jobs.add(every('anchor tick', ANCHOR_TICK_MS, () => anchor.tick()));

    const uid = (req: FastifyRequest) => req.user?.id ?? null;
    addRoute(app, anchorRoutes.listV2, ({ input, req }) => anchor.listV2(uid(req), input), { cached: true });
    addRoute(app, anchorRoutes.hostList, ({ input, req }) => anchor.hostList(uid(req), input), { cached: true });
    addRoute(app, anchorRoutes.hostDetail, ({ input, req }) => anchor.hostDetail(uid(req), input.hostId));
    addRoute(app, anchorRoutes.hostSchedule, ({ input, req }) => anchor.hostSchedule(uid(req), input.hostId));
    addRoute(app, anchorRoutes.hostLiveMatchInfo, ({ input, req }) => anchor.hostLiveMatchInfo(uid(req), input.hostId, streamUrls(req)));
    addRoute(app, anchorRoutes.momentList, ({ input, req }) => anchor.momentList(uid(req), input));
    addRoute(app, anchorRoutes.hostRank, ({ input, req }) => anchor.weekRank(uid(req), input.size ?? 50));
    addRoute(app, anchorRoutes.specialRoomIds, ({ user }) => anchor.specialRoomIds(user.id));
    addRoute(app, anchorRoutes.userSubscribeInfo, ({ user }) => anchor.subscribeInfo(user.id));
    addRoute(app, anchorRoutes.subscribe, ({ input, user }) => anchor.book(user.id, input, true));
    addRoute(app, anchorRoutes.unsubscribe, ({ input, user }) => anchor.book(user.id, input, false));
    addRoute(app, anchorRoutes.follow, ({ input, user }) => anchor.follow(user.id, input.hostId, input.attention));
    addRoute(app, anchorRoutes.momentBatchLiked, ({ input, user }) => anchor.likeMoment(user.id, input.momentId, input.count));
    done();
  },
  { name: 'anchor', fastify: '5.x', dependencies: ['db', 'bus', 'cache', 'jobs', 'football'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    anchor: AnchorService;
  }
}
