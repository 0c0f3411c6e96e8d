import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type ContentCoding } from './accept-encoding';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The bytes of one cached answer: serialised once, compressed once. Compression runs in the thread pool,
 * off the event loop; requests that want it wait for it (a millisecond or two for a 50 KB list), so even
 * the first answer after a change goes out compressed. A failed compression falls back to plain bytes.
 */
interface Encoded {
  identity: Buffer;
  /** Pending compressions, absent for small answers. */
  pending?: Record<ContentCoding, Promise<Buffer>>;
  /** The same once done: later requests skip the await. */
  done: Partial<Record<ContentCoding, Buffer>>;
}

/** Smaller answers are not worth a content-encoding (the headers alone are ~30 bytes). */
export const MIN_COMPRESSED_BYTES = 1024;

const encodings = new WeakMap<object, Encoded>();

function encode(reply: FastifyReply, data: object): Encoded {
  // The route's own response schema serialises (the allow-list of what leaves the server), in the
  // envelope addRoute wraps every answer in.
  const json = reply.serialize({ code: 1, msg: 'success', data });
  const identity = Buffer.from(json as string);
  const entry: Encoded = { identity, done: {} };
  if (identity.length < MIN_COMPRESSED_BYTES) return entry;
  const params = { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length };
  const settle = (coding: ContentCoding, bytes: Promise<Buffer>): Promise<Buffer> =>
    bytes.then(
      (out) => (entry.done[coding] = out),
      () => (entry.done[coding] = identity),
    );
  entry.pending = {
    br: settle('br', brotli(identity, { params })),
    gzip: settle('gzip', gzipped(identity, { level: 6 })),
  };
  return entry;
}

/**
 * Sends a cached answer `data` — an object the service hands out unchanged until its cache drops it —
 * from bytes made once per cached object instead of serialising (and encoding to UTF-8) it per request.
 * A client that accepts br or gzip gets the compressed bytes (every browser does; a big list shrinks
 * ~8×). Resolves to `data` for addRoute, whose serialiser is replaced by the prepared bytes.
 */
export async function sendCached<T extends object>(req: FastifyRequest, reply: FastifyReply, data: T): Promise<T> {
  let entry = encodings.get(data);
  if (entry === undefined) {
    entry = encode(reply, data);
    encodings.set(data, entry);
  }
  let body = entry.identity;
  if (entry.pending !== undefined) {
    reply.header('vary', 'accept-encoding');
    const coding = acceptedEncoding(req.headers['accept-encoding']);
    if (coding !== null) {
      const compressed = entry.done[coding] ?? (await entry.pending[coding]);
      // The identity bytes stand in for a compression that failed.
      if (compressed !== entry.identity) {
        reply.header('content-encoding', coding);
        body = compressed;
      }
    }
  }
  // A custom serializer skips Fastify's own content-type default. Fastify writes a Buffer from a
  // serializer as it is (its type says string only).
  const prepared = (() => body) as unknown as (payload: unknown) => string;
  reply.type('application/json; charset=utf-8').serializer(prepared);
  return data;
}
