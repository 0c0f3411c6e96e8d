import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { activityRoutes, forumRoutes, systemRoutes, userRoutes } from '@sport/contract';
import { notFound } from '../../http/app-error';
import { shareOfLimit } from '../../http/rate-limiter';
import { addRoute } from '../../http/route';
import { crestEtag, crestSvg } from './crest';
import { parseDomainOverrides } from './domains';
import { etagMatches } from '../../http/etag';
import { createSystemService, type SystemService } from './service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

/** The global calls of SPEC §7 (the login captcha is the user module's), team crests and stored files. */
export default fp(
  (app, _opts, done) => {
    const system = createSystemService({
      db: app.db,
      domainOverrides: parseDomainOverrides(app.config.domainsJson),
      forum: app.forum,
      bus: app.bus,
      cache: app.cache,
      settings: app.settings,
    });
    app.decorate('system', system);
    app.addHook('onClose', (_instance, next) => {
      system.banners.close();
      next();
    });
    // A share of RATE_LIMIT_MAX per IP (600 → 30/min): it writes to the log.
    const limit = shareOfLimit(app.config.rateLimitMax, 20);

    // The list names the caller's own origin: Host, or the forwarded host and protocol from a trusted proxy.
    addRoute(app, systemRoutes.domainListV2, ({ req }) => Promise.resolve(system.domainList(req.protocol, req.host)), {
      cached: true,
      vary: ['host', 'x-forwarded-host', 'x-forwarded-proto'],
    });
    addRoute(app, systemRoutes.commonConfig, () => system.commonConfig());
    addRoute(app, systemRoutes.imagesQuery, ({ input }) => system.imagesByCategory(input.categoryId));
    addRoute(app, systemRoutes.gamebetConfig, ({ input }) => system.gameIcons(input.showClient));
    addRoute(app, userRoutes.friendDomain, () => system.friendDomains());
    addRoute(app, activityRoutes.disclosureRoute, ({ user }) => system.disclosureRoute(user.id));
    // The forum's call, answered here: the visit is kept with the activity tables (record 012).
    addRoute(app, forumRoutes.visit, ({ user }) => system.forumVisit(user.id));
    addRoute(
      app,
      systemRoutes.clientError,
      ({ input, req }) => {
        // auth 'none': a stale token must not turn an error report into another error; uid is only a hint.
        req.log.warn({ clientError: input, uid: req.headers.uid, ua: req.headers['user-agent'] }, 'client error report');
        return Promise.resolve(null);
      },
      { rateLimit: limit },
    );

    // Images loaded by <img>: raw bytes, unsigned (an <img> cannot send our headers), cached by ETag.
    app.route<{ Params: { fileId: string } }>({
      method: 'GET',
      url: systemRoutes.fileGet.path,
      schema: { params: systemRoutes.fileGet.request, summary: systemRoutes.fileGet.summary },
      config: { signed: false },
      handler: async (req, reply) => {
        const file = await system.file(req.params.fileId);
        if (!file) throw notFound('file');
        const etag = `"${file.etag}"`;
        // Ids are content hashes, so a file never changes under its id.
        reply.header('etag', etag).header('cache-control', IMMUTABLE);
        if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type(file.contentType).send(file.bytes);
      },
    });

    const sendCrest = (req: FastifyRequest, reply: FastifyReply, key: string, colours?: readonly [string, string] | null) => {
      const svg = crestSvg(key, colours);
      const etag = crestEtag(svg);
      // Served from our origin: forbid anything active inside the SVG.
      reply
        .header('etag', etag)
        .header('cache-control', DAY)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('image/svg+xml').send(svg);
    };
    app.route<{ Querystring: { matchId: number; pid: number } }>({
      method: 'GET',
      url: systemRoutes.teamLogo.path,
      schema: { querystring: systemRoutes.teamLogo.request, summary: systemRoutes.teamLogo.summary },
      config: { signed: false },
      // Keyed by the team alone, so a club wears the same crest in every match.
      handler: async (req, reply) =>
        sendCrest(req, reply, `team:${req.query.pid}`, await app.football.teamColours(req.query.pid)),
    });
    app.route<{ Querystring: { url: string } }>({
      method: 'GET',
      url: systemRoutes.teamIcon.path,
      schema: { querystring: systemRoutes.teamIcon.request, summary: systemRoutes.teamIcon.summary },
      config: { signed: false },
      handler: async (req, reply) => sendCrest(req, reply, `icon:${req.query.url}`),
    });
    done();
  },
  { name: 'system', fastify: '5.x', dependencies: ['db', 'bus', 'cache', 'forum', 'settings', 'football'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    system: SystemService;
  }
}
