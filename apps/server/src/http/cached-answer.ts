import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type ContentCoding } from './accept-encoding';
import { addVary } from './cache-control';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The bytes of one cached answer: serialised once, each coding compressed once, when a client first asks
 * for it. Compression runs in the thread pool, off the event loop; requests that want it wait for it (a
 * millisecond or two for a 50 KB list), so even the first answer after a change goes out compressed. A
 * failed compression (null) means plain text.
 */
interface Encoded {
  /** The plain answer, kept as text: Node writes a string body in one chunk with the headers. */
  text: string;
  /** Its UTF-8 bytes, when it is big enough to compress. */
  bytes?: Buffer;
  /** Compressions under way (or done). */
  pending: Partial<Record<ContentCoding, Promise<Buffer | null>>>;
  /** The same once settled: later requests go on without waiting. */
  done: Partial<Record<ContentCoding, Buffer | null>>;
  /** The best-quality brotli pass has started. */
  improving: boolean;
}

type Compressible = Encoded & { bytes: Buffer };
const isCompressible = (entry: Encoded): entry is Compressible => entry.bytes !== undefined;

/** The first brotli pass: about a millisecond for a 50 KB list, within 2 % of quality 9's size. */
const FAST_BROTLI_QUALITY = 6;

/** Smaller answers are not worth a content-encoding (the headers alone are ~30 bytes). */
export const MIN_COMPRESSED_BYTES = 1024;

const encodings = new WeakMap<object, Encoded>();

function encode(reply: FastifyReply, envelope: unknown): Encoded {
  // The route's own response schema serialises (the allow-list of what leaves the server).
  const text = reply.serialize(envelope) as string;
  const bytes = Buffer.from(text);
  return {
    text,
    bytes: bytes.length < MIN_COMPRESSED_BYTES ? undefined : bytes,
    pending: {},
    done: {},
    improving: false,
  };
}

const brotliAt = (bytes: Buffer, quality: number): Promise<Buffer> =>
  brotli(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });

function compressed(entry: Compressible, coding: ContentCoding): Promise<Buffer | null> {
  const { bytes } = entry;
  entry.pending[coding] ??= (
    coding === 'br' ? brotliAt(bytes, FAST_BROTLI_QUALITY) : gzipped(bytes, { level: 6 })
  ).then(
    (out) => (entry.done[coding] = out),
    () => (entry.done[coding] = null),
  );
  return entry.pending[coding];
}

/**
 * Brotli once more at its best quality (tens of ms for a 50 KB list, in the thread pool) for an answer
 * asked for again: one served thousands of times is worth ~15 % fewer bytes on each of them. Requests
 * meanwhile get the first pass. An answer made for one request only (a personal list) never gets here.
 */
function improve(entry: Compressible): void {
  if (entry.improving) return;
  entry.improving = true;
  void compressed(entry, 'br').then(async (fast) => {
    const best = await brotliAt(entry.bytes, constants.BROTLI_MAX_QUALITY).catch(() => null);
    // A failed best pass keeps the first one.
    if (best !== null && (fast === null || best.length < fast.length)) entry.done.br = best;
  });
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
  const known = encodings.get(data);
  const entry = known ?? encode(reply, envelope);
  if (known === undefined) encodings.set(data, entry);
  const { text } = entry;
  if (!isCompressible(entry)) return prepared(reply, text, null);
  addVary(reply, 'accept-encoding');
  const coding = acceptedEncoding(req.headers['accept-encoding']);
  if (coding === null) return prepared(reply, text, null);
  if (known !== undefined && coding === 'br') improve(entry);
  const settled = entry.done[coding];
  if (settled !== undefined) return prepared(reply, settled ?? text, settled ? coding : null);
  return compressed(entry, coding).then((out) => prepared(reply, out ?? text, out ? coding : null));
}
