// One side's sockets for bench/push.mjs, in a process of their own (10,000 sockets a side; one process may hold
// 20,000 descriptors here). Opens the sockets to the given urls, subscribes each to the channel, then for every
// marker the parent announces answers the arrival instants (epoch ms, sub-millisecond: one clock for both
// processes) once every socket has the push carrying it.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const { URLS, PER_URL, CHANNEL } = process.env;
const urls = URLS.split(',');
const perUrl = Number(PER_URL);
const expected = urls.length * perUrl;
const now = () => performance.timeOrigin + performance.now();
let waiting = null;
const early = new Map();

function onPush(data) {
  const at = now();
  const found = /"updatedAt":(\d+)/.exec(data.toString());
  if (!found) return;
  const marker = Number(found[1]);
  if (waiting?.marker !== marker) {
    // the push beat the parent's announcement: kept until it comes
    early.set(marker, [...(early.get(marker) ?? []), at]);
    return;
  }
  waiting.times.push(at);
  if (waiting.times.length === expected) {
    process.send({ marker, times: waiting.times });
    waiting = null;
  }
}

const sockets = [];
for (const url of urls) {
  for (let start = 0; start < perUrl; start += 500) {
    const batch = Array.from({ length: Math.min(500, perUrl - start) }, () => {
      const ws = new WebSocket(url);
      return new Promise((resolveOpen, reject) => {
        ws.once('error', reject);
        ws.once('open', () => {
          ws.send(JSON.stringify({ cmd: 'subscribe', channels: [CHANNEL] }));
          ws.on('message', onPush);
          resolveOpen(ws);
        });
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
}

process.on('message', (message) => {
  if (message.stop) {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
  waiting = { marker: message.marker, times: early.get(message.marker) ?? [] };
  early.delete(message.marker);
  if (waiting.times.length === expected) {
    process.send({ marker: message.marker, times: waiting.times });
    waiting = null;
  }
});
// the subscribe acks come back before the first push is timed
setTimeout(() => process.send({ ready: true }), 1000);
