import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Envelope, FORUM_PHOTO_MAX_BYTES, forumRoutes } from '@sport/contract';
import { invalid, needLogin, notFound } from '../../http/app-error';
import { NOT_STORED } from '../../http/cache-control';
import { shareOfLimit } from '../../http/rate-limiter';
import { etagMatches } from '../../http/etag';
import type { ForumService } from './service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MIB = 1024 * 1024;
const tooBig = () => invalid('photo', `图片不能超过${FORUM_PHOTO_MAX_BYTES / MIB}MB`);

/**
 * Reads an upload's raw bytes, whatever Content-Type it claims (the service reads the type from the bytes),
 * and stops at the size limit with a 422 instead of buffering a larger body.
 */
function readPhoto(
  req: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: Buffer) => void,
) {
  if (Number(req.headers['content-length']) > FORUM_PHOTO_MAX_BYTES) {
    payload.resume();
    done(tooBig());
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  payload.on('data', (chunk: Buffer) => {
    if (finished) return;
    size += chunk.length;
    if (size > FORUM_PHOTO_MAX_BYTES) finish(tooBig());
    else chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Buffer.concat(chunks)));
  payload.on('error', (error: Error) => finish(error));
}

/**
 * Upload and serving of forum photos. The upload's body is the image itself, so it gets a scope of its own
 * whose only body parser is readPhoto (the app's JSON and form parsers stay everywhere else).
 */
export function registerPhotoRoutes(app: FastifyInstance, forum: ForumService): void {
  void app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', readPhoto);
    scope.route({
      method: 'POST',
      url: forumRoutes.photoUpload.path,
      schema: {
        response: { 200: Envelope(forumRoutes.photoUpload.response) },
        summary: forumRoutes.photoUpload.summary,
      },
      // Each upload is up to 5 MiB to the photo store: a share of RATE_LIMIT_MAX per IP (600 → 60/min), besides
      // each user's quota (photos.ts).
      config: { auth: 'required', rateLimit: shareOfLimit(app.config.rateLimitMax, 10) },
      bodyLimit: FORUM_PHOTO_MAX_BYTES + 1,
      handler: async (req, reply) => {
        if (!req.user) throw needLogin();
        // No body at all arrives as the empty object the body plugin puts on every POST.
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const data = await forum.upload(req.user.id, bytes);
        reply.header('cache-control', NOT_STORED);
        return { code: 1, msg: 'success', data };
      },
    });
    done();
  });

  // Loaded by <img>: raw bytes, unsigned (an <img> cannot send our headers), cached by ETag like stored files.
  // A photo no thread has taken yet is its uploader's alone: others (and an <img> without a session) get a 404.
  app.route<{ Params: { photoId: string } }>({
    method: 'GET',
    url: forumRoutes.photoGet.path,
    schema: { params: forumRoutes.photoGet.request, summary: forumRoutes.photoGet.summary },
    config: { signed: false, auth: 'optional' },
    handler: async (req, reply) => {
      const photo = await forum.photo(req.params.photoId, req.user?.id ?? null);
      if (!photo) throw notFound('photo');
      const etag = `"${photo.etag}"`;
      // Ids are content hashes, so a photo never changes under its id; one no thread took is its uploader's
      // alone, so no shared cache may keep it.
      reply.header('etag', etag).header('cache-control', photo.attached ? IMMUTABLE : NOT_STORED);
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(photo.contentType).send(photo.bytes);
    },
  });
}
