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

function encode(reply: FastifyReply, data: object): Encoded {
  // The route's own response schema serialises (the allow-list of what leaves the server), in the
  // envelope addRoute wraps every answer in.
  const text = reply.serialize({ code: 1, msg: 'success', data }) as string;
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

/** Puts the prepared body in place of addRoute's serialisation. */
function prepared<T>(reply: FastifyReply, data: T, body: string | Buffer, coding: ContentCoding | null): T {
  if (coding !== null) reply.header('content-encoding', coding);
  // A custom serializer skips Fastify's own content-type default. Fastify writes a Buffer from a
  // serializer as it is (its type says string only).
  const serializer = (() => body) as unknown as (payload: unknown) => string;
  reply.type('application/json; charset=utf-8').serializer(serializer);
  return data;
}

/**
 * Sends a cached answer `data` — an object the service hands out unchanged until its cache drops it —
 * from bytes made once per cached object instead of serialising (and encoding to UTF-8) it per request.
 * A client that accepts br or gzip gets the compressed bytes (every browser does; a big list shrinks
 * ~8×). Gives back `data` for addRoute (at once when the bytes are ready, else once compressed), whose
 * serialiser is replaced by the prepared bytes.
 */
export function sendCached<T extends object>(req: FastifyRequest, reply: FastifyReply, data: T): T | Promise<T> {
  let entry = encodings.get(data);
  if (entry === undefined) {
    entry = encode(reply, data);
    encodings.set(data, entry);
  }
  const { text, pending, done } = entry;
  if (pending === undefined) return prepared(reply, data, text, null);
  reply.header('vary', 'accept-encoding');
  const coding = acceptedEncoding(req.headers['accept-encoding']);
  if (coding === null) return prepared(reply, data, text, null);
  const settled = done[coding];
  if (settled !== undefined) return prepared(reply, data, settled ?? text, settled ? coding : null);
  return pending[coding].then((bytes) => prepared(reply, data, bytes ?? text, bytes ? coding : null));
}
