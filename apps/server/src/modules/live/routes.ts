import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { notFound } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { createLiveService, type LiveService } from './service';

export interface LiveModuleOptions {
  /** Injectable so tests can move time. */
  clock?: Clock;
}

const Params = Type.Object({
  roomId: Type.Integer({ minimum: 1 }),
  file: Type.String({ pattern: '^(index\\.m3u8|stream\\.flv|\\d{1,15}\\.ts)$' }),
});

/**
 * Live rooms under /live/ (ARCHITECTURE §3): a live HLS playlist per room that slides over the
 * committed test pattern, its segments, and an FLV for rooms that offer one. Unsigned: a video
 * element cannot send our headers. Unknown rooms (the anchor module knows them) answer the 404 envelope.
 */
export default fp<LiveModuleOptions>(
  (app, opts, done) => {
    const live = createLiveService({ clock: opts.clock, rooms: app.anchor });
    app.decorate('live', live);

    app.route<{ Params: { roomId: number; file: string } }>({
      method: 'GET',
      url: '/live/:roomId/:file',
      schema: { params: Params, summary: 'Live room stream: index.m3u8 (live HLS), <sequence>.ts segments, stream.flv', tags: ['live'] },
      config: { signed: false },
      handler: async (req, reply) => {
        const { roomId, file } = req.params;
        if (!(await live.roomExists(roomId))) throw notFound('live room');
        if (file === 'index.m3u8') {
          // A live playlist changes every segment: never cached.
          return reply.header('cache-control', 'no-cache, no-store').type('application/vnd.apple.mpegurl').send(live.playlist(roomId));
        }
        if (file === 'stream.flv') {
          return reply.header('cache-control', 'no-cache').type('video/x-flv').send(live.flv());
        }
        // A sequence number always names the same bytes, so a segment may be cached for good.
        const bytes = live.segment(Number(file.slice(0, -3)));
        if (!bytes) throw notFound('segment');
        return reply.header('cache-control', 'public, max-age=86400, immutable').type('video/mp2t').send(bytes);
      },
    });
    done();
  },
  { name: 'live', fastify: '5.x', dependencies: ['anchor'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveService;
  }
}
