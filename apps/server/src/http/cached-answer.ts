import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type ContentCoding } from './accept-encoding';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The bytes of one cached answer: serialised once, compressed once. Compression runs in the thread pool,
 * off the event loop; requests that want it wait for it (a millisecond or two for a 50 KB list), so even
 * the first answer after a change goes out compressed. A failed compression (null) means plain text.
 */
interface Encoded {
  /** The plain answer, kept as text: Node writes a string body in one chunk with the headers. */
  text: string;
  /** Pending compressions, absent for small answers. */
  pending?: Record<ContentCoding, Promise<Buffer | null>>;
  /** The same once settled: later requests go on without waiting. */
  done: Partial<Record<ContentCoding, Buffer | null>>;
}

/** Smaller answers are not worth a content-encoding (the headers alone are ~30 bytes). */
export const MIN_COMPRESSED_BYTES = 1024;

const encodings = new WeakMap<object, Encoded>();

function encode(reply: FastifyReply, envelope: unknown): Encoded {
  // The route's own response schema serialises (the allow-list of what leaves the server).
  const text = reply.serialize(envelope) as string;
  const entry: Encoded = { text, done: {} };
  const bytes = Buffer.from(text);
  if (bytes.length < MIN_COMPRESSED_BYTES) return entry;
  const params = { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
  const settle = (coding: ContentCoding, compressing: Promise<Buffer>): Promise<Buffer | null> =>
    compressing.then(
      (out) => (entry.done[coding] = out),
      () => (entry.done[coding] = null),
    );
  entry.pending = { br: settle('br', brotli(bytes, { params })), gzip: settle('gzip', gzipped(bytes, { level: 6 })) };
  return entry;
}

/** Puts the prepared body in place of the route's serialisation. */
function prepared(reply: FastifyReply, body: string | Buffer, coding: ContentCoding | null): void {
  if (coding !== null) reply.header('content-encoding', coding);
  // A custom serializer skips Fastify's own content-type default. Fastify writes a Buffer from a
  // serializer as it is (its type says string only).
  const serializer = (() => body) as unknown as (payload: unknown) => string;
  reply.type('application/json; charset=utf-8').serializer(serializer);
}

/**
 * Makes the reply send the bytes of a cached answer: `data` is an object the service hands out unchanged
 * until its cache drops it, `envelope` the answer around it (what the route returns). The bytes are made
 * once per `data` instead of serialising (and UTF-8 encoding) per request. A client that accepts br or
 * gzip gets the compressed bytes (every browser does; a big list shrinks ~8×). Settles at once when the
 * bytes are ready, else once compressed. addRoute calls it for routes marked `cached`.
 */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  data: object,
  envelope: unknown,
): void | Promise<void> {
  let entry = encodings.get(data);
  if (entry === undefined) {
    entry = encode(reply, envelope);
    encodings.set(data, entry);
  }
  const { text, pending, done } = entry;
  if (pending === undefined) return prepared(reply, text, null);
  reply.header('vary', 'accept-encoding');
  const coding = acceptedEncoding(req.headers['accept-encoding']);
  if (coding === null) return prepared(reply, text, null);
  const settled = done[coding];
  if (settled !== undefined) return prepared(reply, settled ?? text, settled ? coding : null);
  return pending[coding].then((bytes) => prepared(reply, bytes ?? text, bytes ? coding : null));
}
