import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { systemRoutes, userRoutes, type DomainList } from '@sport/contract';
import { notFound } from '../../http/app-error';
import { shareOfLimit } from '../../http/rate-limiter';
import { addRoute } from '../../http/route';
import { issueCaptcha } from '../user/captcha-service';
import { crestEtag, crestSvg } from './crest';
import { domainList, parseDomainOverrides } from './domains';
import { commonConfig, etagMatches, fileById, friendDomainList, gameIconsFor, imagesByCategory } from './service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

export default function systemModule(app: FastifyInstance): Promise<void> {
  const overrides = parseDomainOverrides(app.config.domainsJson);
  // A share of RATE_LIMIT_MAX per IP (600 → 30/min): these write to the database or the log.
  const limit = shareOfLimit(app.config.rateLimitMax, 20);

  // Hot path at every start-up: no database, no session lookup, and the bytes made once per origin
  // (a handful: the public name, a LAN address; bounded against made-up Host headers).
  const domainLists = new Map<string, DomainList>();
  const domainListFor = (protocol: string, host: string): DomainList => {
    const key = `${protocol}://${host}`;
    let list = domainLists.get(key);
    if (list === undefined) {
      if (domainLists.size >= 64) domainLists.clear();
      list = domainList({ protocol, host }, overrides);
      domainLists.set(key, list);
    }
    return list;
  };
  addRoute(app, systemRoutes.domainListV2, ({ req }) => Promise.resolve(domainListFor(req.protocol, req.host)), {
    cached: true,
  });
  addRoute(app, systemRoutes.commonConfig, () => Promise.resolve(commonConfig()));
  addRoute(app, systemRoutes.imagesQuery, ({ input }) => imagesByCategory(app.db, input.categoryId));
  addRoute(app, systemRoutes.gamebetConfig, ({ input }) => gameIconsFor(app.db, input.showClient));
  addRoute(app, userRoutes.friendDomain, () => friendDomainList(app.db));
  addRoute(app, systemRoutes.captcha, ({ input }) => issueCaptcha(app.db, input.username), { rateLimit: limit });
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
      const file = await fileById(app.db, req.params.fileId);
      if (!file) throw notFound('file');
      const etag = `"${file.etag}"`;
      // Ids are content hashes, so a file never changes under its id.
      reply.header('etag', etag).header('cache-control', IMMUTABLE);
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(file.contentType).send(file.bytes);
    },
  });

  const sendCrest = (req: FastifyRequest, reply: FastifyReply, key: string) => {
    const svg = crestSvg(key);
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
    handler: async (req, reply) => sendCrest(req, reply, `team:${req.query.pid}`),
  });
  app.route<{ Querystring: { url: string } }>({
    method: 'GET',
    url: systemRoutes.teamIcon.path,
    schema: { querystring: systemRoutes.teamIcon.request, summary: systemRoutes.teamIcon.summary },
    config: { signed: false },
    handler: async (req, reply) => sendCrest(req, reply, `icon:${req.query.url}`),
  });
  return Promise.resolve();
}
