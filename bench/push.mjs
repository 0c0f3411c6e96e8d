// Issue 24 §2 budget: a push reaches 10,000 subscribers spread over two nodes at no more than 1.2× the delay of
// bare `ws` servers doing the same broadcast through the same Redis hop, measured side by side in one run.
// Two built server nodes (each its own PGlite folder: a push needs no shared rows, only the Redis bus) and two
// bare relays (bench/bare-push-server.mjs); 5,000 sockets on each node of a pair, every one subscribed to
// `match.1`. A round publishes PUSHES pushes on Redis, one every GAP_MS, and times each from the PUBLISH to
// its arrival on every socket (one clock: the sockets live in this process). Rounds alternate bare / ours;
// the figure of a side is the median over its rounds of each round's p99 (and p50, max) delay.
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { QUICK, root, startServer, writeResults } from './lib.mjs';

const SOCKETS = QUICK ? 400 : 10_000;
const ROUNDS = QUICK ? 2 : 5;
const PUSHES = QUICK ? 5 : 20;
const GAP_MS = 200;
const BUDGET = 1.2;
const CHANNEL = 'match.1';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const OUR_REDIS_CHANNEL = 'sport:push'; // realtime/bus-redis.ts DEFAULT_REDIS_CHANNEL
const BARE_REDIS_CHANNEL = 'bench:bare-push';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function startBare(port) {
  const child = fork(resolve(root, 'bench/bare-push-server.mjs'), [], {
    env: { ...process.env, PORT: String(port), REDIS_URL, BARE_CHANNEL: BARE_REDIS_CHANNEL },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolveReady, reject) => {
    child.once('message', () => resolveReady({ stop: () => child.kill('SIGTERM') }));
    child.once('exit', (code) => reject(new Error(`bare push server exited (${code})`)));
  });
}

/** One side's sockets in a process of their own (bench/push-receivers.mjs); resolves once they are subscribed. */
function startReceivers(urls, perUrl) {
  const child = fork(resolve(root, 'bench/push-receivers.mjs'), [], {
    env: { ...process.env, URLS: urls.join(','), PER_URL: String(perUrl), CHANNEL },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answers = new Map();
  child.on('message', (message) => answers.get(message.marker)?.(message.times));
  return new Promise((resolveReady, reject) => {
    child.once('exit', (code) => reject(new Error(`push receivers exited (${code})`)));
    child.once('message', () =>
      resolveReady({
        /** The arrival instants of the push carrying `marker` on every socket of the side. */
        expect(marker) {
          child.send({ marker });
          return new Promise((resolveAll, rejectAll) => {
            const timer = setTimeout(() => rejectAll(new Error(`push ${marker} did not reach every socket in 10 s`)), 10_000);
            answers.set(marker, (times) => {
              clearTimeout(timer);
              answers.delete(marker);
              resolveAll(times);
            });
          });
        },
        stop: () => child.send({ stop: true }),
      }),
    );
  });
}

let markers = 0;
/** One side: PUSHES pushes GAP_MS apart; each push's delay from PUBLISH to each socket. */
async function round(publisher, redisChannel, side) {
  const delays = [];
  for (let k = 0; k < PUSHES; k++) {
    const marker = ++markers;
    const payload = { matchId: 1, statusId: 2, minute: 30, homeScore: k % 10, awayScore: 0, homeHalfScore: 0, awayHalfScore: 0, homeCorner: 0, awayCorner: 0, updatedAt: marker };
    const all = side.expect(marker);
    const sentAt = performance.timeOrigin + performance.now();
    await publisher.publish(redisChannel, JSON.stringify({ o: 'bench', c: CHANNEL, p: payload }));
    for (const t of await all) delays.push(t - sentAt);
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  const sorted = delays.sort((x, y) => x - y);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted[sorted.length - 1] };
}

const publisher = new Redis(REDIS_URL);
const ourEnv = { REDIS_URL, SEED_DEMO: 'false', RUN_JOBS: 'false', WS_MAX_SOCKETS_PER_IP: '100000' };
const rounds = { bare: [], ours: [] };
/** What was started, stopped in reverse whatever happens (a failed run leaves no server behind). */
const started = [];
try {
  for (const port of [18301, 18302]) started.push(await startServer(port, ourEnv));
  for (const port of [18303, 18304]) started.push(await startBare(port));
  const ours = await startReceivers(['ws://127.0.0.1:18301/ws', 'ws://127.0.0.1:18302/ws'], SOCKETS / 2);
  started.push(ours);
  const bare = await startReceivers(['ws://127.0.0.1:18303', 'ws://127.0.0.1:18304'], SOCKETS / 2);
  started.push(bare);
  await round(publisher, BARE_REDIS_CHANNEL, bare); // warm-up
  await round(publisher, OUR_REDIS_CHANNEL, ours);
  for (let r = 0; r < ROUNDS; r++) {
    rounds.bare.push(await round(publisher, BARE_REDIS_CHANNEL, bare));
    rounds.ours.push(await round(publisher, OUR_REDIS_CHANNEL, ours));
  }
} finally {
  publisher.disconnect();
  for (const part of started.reverse()) await part.stop();
}

const figure = (list) => ({
  p50Ms: Number(median(list.map((r) => r.p50)).toFixed(1)),
  p99Ms: Number(median(list.map((r) => r.p99)).toFixed(1)),
  maxMs: Number(median(list.map((r) => r.max)).toFixed(1)),
});
const result = {
  method: `${SOCKETS} sockets over two nodes (Redis bus) against two bare ws relays on the same Redis; ${ROUNDS} interleaved rounds of ${PUSHES} pushes ${GAP_MS} ms apart; delay from PUBLISH to arrival on each socket; median over rounds of each round's figure`,
  sockets: SOCKETS,
  bare: figure(rounds.bare),
  ours: figure(rounds.ours),
};
result.ratioP99 = Number((result.ours.p99Ms / result.bare.p99Ms).toFixed(2));
result.ratioP50 = Number((result.ours.p50Ms / result.bare.p50Ms).toFixed(2));
result.budget = BUDGET;
result.withinBudget = result.ratioP99 <= BUDGET;
console.log(JSON.stringify(result, null, 2));
writeResults('push', result);
