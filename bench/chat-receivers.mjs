// One side's viewers for bench/chat.mjs, in a process of their own: opens PER_URL sockets to URL, subscribes each to
// CHANNEL, and for every chat line that arrives records its delay (the line's text carries when it was sent: same
// machine, one clock). `slow` sockets (SLOW of them) subscribe and then stop reading, as a phone on a dead network
// does. On {report} the parent gets the delays' quantiles and how many lines each socket saw, and the counts reset.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const { URL: url, PER_URL, CHANNEL, SLOW = '0' } = process.env;
const perUrl = Number(PER_URL);
const now = () => performance.timeOrigin + performance.now();
// `bench <marker> <sent-at in letters a–j>`: digits would read as a phone number to the chat rules.
const LINE = /bench ([a-j]+) ([a-j]+)/g;
const fromLetters = (s) => Number([...s].map((c) => c.charCodeAt(0) - 97).join(''));

let delays = new Float64Array(1 << 20);
let count = 0;
let frames = 0;
const seen = [];
let closedByServer = 0;

function record(delay) {
  if (count === delays.length) {
    const bigger = new Float64Array(delays.length * 2);
    bigger.set(delays);
    delays = bigger;
  }
  delays[count++] = delay;
}

function open(index, slow) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  return new Promise((resolveOpen, reject) => {
    ws.once('error', reject);
    ws.once('open', () => {
      ws.on('error', () => {});
      ws.on('close', () => {
        closedByServer += 1;
      });
      ws.send(JSON.stringify({ cmd: 'subscribe', channels: [CHANNEL] }));
      if (slow) {
        // reads nothing from now on: the server's frames pile up in its send buffer
        setTimeout(() => ws._socket.pause(), 200);
      } else {
        seen[index] = 0;
        ws.on('message', (data) => {
          const at = now();
          frames += 1;
          for (const [, , sent] of data.toString().matchAll(LINE)) {
            record(at - fromLetters(sent));
            seen[index] += 1;
          }
        });
      }
      resolveOpen(ws);
    });
  });
}

const sockets = [];
for (let start = 0; start < perUrl; start += 500) {
  const batch = Array.from({ length: Math.min(500, perUrl - start) }, (_, k) => open(start + k, false));
  sockets.push(...(await Promise.all(batch)));
}
for (let k = 0; k < Number(SLOW); k++) sockets.push(await open(perUrl + k, true));

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

process.on('message', (message) => {
  if (message.stop) {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
  const sorted = delays.slice(0, count).sort();
  const perSocket = seen.filter((n) => n !== undefined).sort((a, b) => a - b);
  process.send({
    lines: count,
    frames,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
    fewestPerSocket: perSocket[0] ?? 0,
    mostPerSocket: perSocket[perSocket.length - 1] ?? 0,
    closedByServer,
  });
  count = 0;
  frames = 0;
  seen.fill(0);
});
// the subscribe acks come back before the first line is timed
setTimeout(() => process.send({ ready: true }), 1000);
