// The uploading side of bench/forum-upload.mjs, in a worker thread so that making and sending 50 MiB does not
// delay the reads' own clock. It imports nothing of the contract (tsx does not load TypeScript in workers): the
// main thread hands it the url, the signed headers and the size.
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, count, size } = workerData;

/**
 * A PNG of exactly `size` bytes: signature, a 1×1 IHDR, a private chunk of random bytes (kept by the metadata
 * strip, so all of it is stored, and no two alike) and IEND. CRCs are not checked by the server.
 */
function photo() {
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const fixed = 8 + (12 + ihdr.length) + 12 + 12;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('bnCh', randomBytes(size - fixed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(bytes) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  const envelope = await response.json();
  if (envelope.code !== 1) throw new Error(`upload: ${envelope.code} ${envelope.msg}`);
  return performance.now() - started;
}

const photos = Array.from({ length: count }, photo);
parentPort.postMessage({ ready: true });
await new Promise((resolve) => parentPort.once('message', resolve));
parentPort.postMessage({ times: await Promise.all(photos.map(upload)) });
