import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { notFound } from '../../http/app-error';
import { loadLiveAssets } from './assets';
import { livePlaylist, segmentIndex } from './playlist';

export interface LiveModuleOptions {
  /** The clock; injectable so tests can move time. */
  now?: () => number;
  /** Whether a room exists; defaults to the anchor service. */
  roomExists?: (roomId: number) => Promise<boolean>;
}

const Params = Type.Object({
  roomId: Type.Integer({ minimum: 1 }),
  file: Type.String({ pattern: '^(index\\.m3u8|stream\\.flv|\\d{1,15}\\.ts)$' }),
});

/**
 * Live rooms under /live/ (ARCHITECTURE §3): a live HLS playlist per room that slides over the
 * committed test pattern, its segments, and an FLV for rooms that offer one. Unsigned: a video
 * element cannot send our headers. Unknown rooms answer the 404 envelope.
 */
export default fp<LiveModuleOptions>(
  (app, opts, done) => {
    const assets = loadLiveAssets();
    const now = opts.now ?? Date.now;
    const roomExists = opts.roomExists ?? ((roomId: number) => app.anchor.roomExists(roomId));

    app.route<{ Params: { roomId: number; file: string } }>({
      method: 'GET',
      url: '/live/:roomId/:file',
      schema: { params: Params, summary: 'Live room stream: index.m3u8 (live HLS), <sequence>.ts segments, stream.flv', tags: ['live'] },
      config: { signed: false },
      handler: async (req, reply) => {
        const { roomId, file } = req.params;
        if (!(await roomExists(roomId))) throw notFound('live room');
        if (file === 'index.m3u8') {
          // A live playlist changes every segment: never cached.
          return reply
            .header('cache-control', 'no-cache, no-store')
            .type('application/vnd.apple.mpegurl')
            .send(livePlaylist(roomId, now()));
        }
        if (file === 'stream.flv') {
          return reply.header('cache-control', 'no-cache').type('video/x-flv').send(assets.flv);
        }
        // A sequence number always names the same bytes, so a segment may be cached for good.
        const bytes = assets.segments[segmentIndex(Number(file.slice(0, -3)))];
        if (!bytes) throw notFound('segment');
        return reply.header('cache-control', 'public, max-age=86400, immutable').type('video/mp2t').send(bytes);
      },
    });
    done();
  },
  { name: 'live', fastify: '5.x' },
);
