import fastifyStatic from '@fastify/static';
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@sport/contract';

/** Where the app is served: standalone, and under a host shell's `/sport-info` base. */
export const SPA_PREFIXES = ['/spa/sport-info-h5/', '/sport-info/spa/sport-info-h5/'] as const;

/** Vite's hashed output (`assets/index-B3x_9kQ.js`, seven hash characters: vite.config.ts): its name changes with its content. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{7,}\.[A-Za-z0-9]+$/;

export function cacheControlFor(filePath: string): string {
  const path = filePath.replace(/\.(br|gz)$/, '');
  if (HASHED_ASSET.test(path)) return 'public, max-age=31536000, immutable';
  // index.html and unhashed files are revalidated (ETag / Last-Modified) so a deploy shows at once.
  return 'no-cache';
}

/**
 * A hashed script or stylesheet is immutable: a browser never revalidates it (a new build is a new name) and never
 * asks for a range of it, so its validators and Accept-Ranges are bytes on each of the ~15 a first screen loads.
 */
const isImmutableCode = (file: string): boolean => /\.(?:js|css)$/.test(file) && HASHED_ASSET.test(`/${file}`);
const IMMUTABLE_CODE_OPTIONS = { etag: false, lastModified: false, acceptRanges: false };

/** A path inside the build's `assets/` folder (a file, or a name that is not there). */
const isBuildFolder = (rest: string): boolean => rest.startsWith('assets/');

// A script or stylesheet right under the app's own `assets/` (a deep link that merely contains `/assets/` is a page).
const BUILT_CODE_URL = new RegExp(`^(?:${SPA_PREFIXES.join('|')})assets/([^/?]+)\\.(js|css)(?:\\?|$)`);

/**
 * What a request URL names in the build, for the security plugin's headers: a worker's script, other built code (a
 * script or stylesheet, never answered as a page: `serve` does not fall back inside `assets/`), or neither.
 */
export function builtCodeKind(url: string): 'worker' | 'code' | null {
  const match = BUILT_CODE_URL.exec(url);
  if (!match) return null;
  return match[2] === 'js' && /worker/i.test(match[1] ?? '') ? 'worker' : 'code';
}

const acceptsHtml = (req: FastifyRequest): boolean => /\btext\/html\b/.test(req.headers.accept ?? '');

/** The file under `root` a request path names, or null when it is not a regular file inside root. */
function fileInside(root: string, rest: string): string | null {
  if (rest.includes('\0')) return null;
  const file = resolve(root, `.${sep}${rest}`);
  if (!file.startsWith(root + sep)) return null;
  try {
    return statSync(file).isFile() ? relative(root, file).split(sep).join('/') : null;
  } catch {
    return null;
  }
}

/**
 * The built web app with history fallback: a path that is not a file gets index.html when the browser
 * asks for a page, so deep links work; other misses get the 404 envelope. Encapsulated (not
 * fastify-plugin) so `reply.sendFile` does not clash with another @fastify/static elsewhere.
 */
export default async function staticSpa(app: FastifyInstance): Promise<void> {
  const root = resolve(app.config.webDist);
  const config = { signed: false as const };
  let built = false;
  const isBuilt = (): boolean => (built ||= existsSync(join(root, 'index.html')));

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const serve = async (req: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
    if (!isBuilt()) {
      return reply.code(503).send({ code: Code.Internal, msg: 'web app not built; run npm run build', data: null });
    }
    const rest = req.params['*'] ?? '';
    const file = rest === '' ? 'index.html' : fileInside(root, rest);
    if (file) return isImmutableCode(file) ? reply.sendFile(file, IMMUTABLE_CODE_OPTIONS) : reply.sendFile(file);
    // No route lives under the build's folder, and there the security plugin sends a subresource's headers: the
    // page answered there would be a document without its CSP and framing policy.
    if (acceptsHtml(req) && !isBuildFolder(rest)) return reply.sendFile('index.html');
    return reply.callNotFound();
  };

  const redirectTo = (target: string) => async (req: FastifyRequest, reply: FastifyReply) => {
    const query = (req.raw.url ?? '').split('?')[1];
    return reply.redirect(query ? `${target}?${query}` : target, 302);
  };

  for (const prefix of SPA_PREFIXES) {
    app.get(`${prefix}*`, { config, schema: { hide: true } }, serve);
    app.get(prefix.slice(0, -1), { config, schema: { hide: true } }, redirectTo(prefix));
  }
  // The operator console (issue 27): its own build beside the fans' (apps/web/dist-console), its own path.
  const consoleRoot = resolve(root, '..', 'dist-console');
  const serveConsole = async (req: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
    if (!existsSync(join(consoleRoot, 'index.html')) && !existsSync(join(consoleRoot, 'console.html'))) {
      return reply.code(503).send({ code: Code.Internal, msg: 'console not built; run npm run build', data: null });
    }
    const page = existsSync(join(consoleRoot, 'console.html')) ? 'console.html' : 'index.html';
    const rest = req.params['*'] ?? '';
    const file = rest === '' ? page : fileInside(consoleRoot, rest);
    if (file) return reply.sendFile(file, consoleRoot);
    if (acceptsHtml(req) && !isBuildFolder(rest)) return reply.sendFile(page, consoleRoot);
    return reply.callNotFound();
  };
  app.get('/console/*', { config, schema: { hide: true } }, serveConsole);
  app.get('/console', { config, schema: { hide: true } }, redirectTo('/console/'));
  app.get('/', { config, schema: { hide: true } }, redirectTo(SPA_PREFIXES[0]));
  app.get('/sport-info', { config, schema: { hide: true } }, redirectTo(SPA_PREFIXES[1]));
  app.get('/sport-info/', { config, schema: { hide: true } }, redirectTo(SPA_PREFIXES[1]));
}
