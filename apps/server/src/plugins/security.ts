import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import rateLimitPlugin from './rate-limit';
import { builtCodeKind } from './static-spa';

/** SPEC §7 request headers a host-shell origin may send (plus the NBA list's `pid`). */
export const ALLOWED_HEADERS = [
  'device-id',
  'os-type',
  'timestamp',
  'version',
  'token',
  'uid',
  'sign',
  'app-type',
  'language',
  'pid',
  'content-type',
];

/** Origins the domain list may point the app at (api, ssapi, push, file): the page must be allowed to reach them. */
export function domainOrigins(domainsJson: string | undefined): string[] {
  if (!domainsJson) return [];
  const parsed: unknown = JSON.parse(domainsJson);
  if (!Array.isArray(parsed)) return [];
  const origins = new Set<string>();
  for (const entry of parsed) {
    const domain: unknown = typeof entry === 'object' && entry !== null ? (entry as { domain?: unknown }).domain : undefined;
    if (typeof domain !== 'string') continue;
    try {
      const origin = new URL(domain).origin;
      if (origin !== 'null') origins.add(origin);
    } catch {
      // a relative or malformed entry points at our own origin, which 'self' already covers
    }
  }
  return [...origins];
}

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const elsewhere = [...new Set([...config.corsOrigins, ...domainOrigins(config.domainsJson)])];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // antd-mobile sets style attributes and injects CSS variables at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...elsewhere],
    fontSrc: ["'self'", 'data:'],
    // hls.js / mpegts.js feed MediaSource from blob: URLs and fetch segments over XHR; the push domain is ws(s).
    mediaSrc: ["'self'", 'blob:', ...elsewhere],
    connectSrc: ["'self'", 'blob:', 'ws:', 'wss:', ...elsewhere],
    workerSrc: ["'self'", 'blob:'],
    // Activity pages (disclosure route, game jump) open in an in-app frame.
    frameSrc: ["'self'", 'https:', ...elsewhere],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    // Host shells embed the app in an iframe.
    frameAncestors: ["'self'", ...config.corsOrigins],
  };
}

/**
 * Helmet's headers are the same for every response, so they are worked out once at start-up.
 * (@fastify/helmet rebuilds the helmet middleware, CSP parsing included, on every request: that alone
 * cost more than a whole bare route under load.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet 8 throws bad options at once; the callback only says it is done.
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    capture as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  return headers;
}

const API_PREFIXES = ['/api/', '/ssapi/', '/admin/', '/console/api/', '/healthz', '/readyz'];
const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * JSON answers are never rendered as documents, so the document policies (CSP sources, COOP, COEP, ...)
 * mean nothing on them; they get the headers that do matter for an API (OWASP REST cheat sheet):
 * no sniffing, no framing, nothing loads from it. Fewer bytes per answer on the hottest paths.
 */
const API_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

/**
 * The build's scripts and stylesheets (`…/assets/name-hash.js|css`) are never rendered as documents: of the document
 * policies they get what governs a subresource, no sniffing and who may load it (CORP). Their own referrer policy
 * would govern only their static imports, of our own assets; the page's `no-referrer` covers every call the code
 * makes. A first screen loads ~15 of them, and the ~650 bytes of CSP, framing and opener headers each carried were
 * ~10 % of the JS it fetched (issue 26). A worker's script keeps the CSP and the referrer policy: a dedicated worker
 * takes its policies from its own answer, not from the page's.
 */
const SUBRESOURCE_HEADER_NAMES = ['x-content-type-options', 'cross-origin-resource-policy'];

/** Helmet with a CSP the app and its video can live with, CORS for host shells, and the global rate limit. */
export default fp(
  async (app) => {
    const { config } = app;
    const embedded = config.corsOrigins.length > 0;
    const securityHeaders = helmetHeaders({
      // useDefaults off: the default upgrade-insecure-requests breaks plain-HTTP serving on a laptop or LAN.
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // X-Frame-Options cannot list origins; frame-ancestors above says who may embed us.
      frameguard: embedded ? false : { action: 'sameorigin' },
      crossOriginResourcePolicy: { policy: embedded ? 'cross-origin' : 'same-origin' },
    });
    // HSTS only on answers that came over HTTPS (directly, or from a trusted proxy's X-Forwarded-Proto): over
    // plain HTTP a browser ignores it (RFC 6797 §8.1), and sent there it only says a LAN or laptop setup is
    // something it is not. Helmet's value, taken out of the shared set.
    const hsts = securityHeaders['strict-transport-security'];
    delete securityHeaders['strict-transport-security'];
    const subresourceHeaders = Object.fromEntries(
      SUBRESOURCE_HEADER_NAMES.filter((name) => name in securityHeaders).map((name) => [name, securityHeaders[name]]),
    );
    const workerHeaders = {
      ...subresourceHeaders,
      'content-security-policy': securityHeaders['content-security-policy'],
      'referrer-policy': securityHeaders['referrer-policy'],
    };
    const headersFor = (url: string): Record<string, string | undefined> => {
      if (isApiPath(url)) return API_HEADERS;
      const code = builtCodeKind(url);
      return code === 'worker' ? workerHeaders : code === 'code' ? subresourceHeaders : securityHeaders;
    };
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(headersFor(req.url));
      if (hsts !== undefined && req.protocol === 'https') reply.header('strict-transport-security', hsts);
      done();
    });
    // Without host-shell origins every caller is same-origin: no CORS hook on every request then.
    if (embedded) {
      await app.register(cors, {
        origin: config.corsOrigins,
        methods: ['GET', 'POST'],
        allowedHeaders: ALLOWED_HEADERS,
        exposedHeaders: ['retry-after'],
        maxAge: 600,
      });
    }
    await app.register(rateLimitPlugin);
  },
  { name: 'sport-security' },
);
