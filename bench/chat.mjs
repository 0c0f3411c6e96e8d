// Issue 28 budget: a room with 5,000 viewers and 50 lines/s in total delivers each line to each viewer within 1.5× of
// the same broadcast through a bare `ws` server (bench/bare-chat-server.mjs: POST a line, every socket gets it at once
// as its own frame), measured side by side in one run. Ours is the real built server on PostgreSQL: each line is a
// signed, logged-in POST that passes the chat rules, is stored, and goes out in the room's next batched push.
// The delay is from just before the POST to the line's arrival on each viewer's socket (one clock: the line's text
// carries its send time). Rounds alternate bare / ours; a side's figure is the median over its rounds.
// Then two cases on a second node over the same database: a flood (more lines a second than the room's cap: the
// rest are answered `delivered: false`, never queued) and slow readers (sockets that stop reading), each with the
// server's resident memory along the way.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { chatChannel, chatRoutes, userRoutes } from '@sport/contract';
import { QUICK, root, signedHeaders, startServer, writeResults } from './lib.mjs';

const VIEWERS = Number(process.env.CHAT_VIEWERS || (QUICK ? 300 : 5_000));
const RATE = Number(process.env.CHAT_RATE || 50);
const ROUND_SECONDS = Number(process.env.CHAT_ROUND_SECONDS || (QUICK ? 3 : 10));
const ROUNDS = QUICK ? 1 : 2;
/**
 * Senders: each may send once per 2 s (the chat rule), so RATE lines/s need more than 2 × RATE of them; twice that,
 * so that on a loaded machine two queued lines of one sender are not processed under 2 s apart and refused (429).
 */
const USERS = Math.ceil(RATE * 5);
const FLOOD_CAP = 20;
const FLOOD_VIEWERS = Math.min(1_000, VIEWERS);
const SLOW_READERS = QUICK ? 20 : 200;
const CASE_SECONDS = QUICK ? 5 : 30;
const BUDGET = 1.5;
const HOST_ID = 1;
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = `chat_bench_${process.pid}`;
const dbUrl = (name) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();

const now = () => performance.timeOrigin + performance.now();
const letters = (n) => [...String(Math.round(n))].map((d) => String.fromCharCode(97 + Number(d))).join('');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function post(base, path, body, session) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: signedHeaders(session ? { token: session.token, uid: String(session.uid) } : {}),
    body: JSON.stringify(body),
  });
  return res.json();
}

function startBare(port) {
  const child = fork(resolve(root, 'bench/bare-chat-server.mjs'), [], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((ready, reject) => {
    child.once('message', () => ready({ stop: () => child.kill('SIGTERM') }));
    child.once('exit', (code) => reject(new Error(`bare chat server exited (${code})`)));
  });
}

function startViewers(url, perUrl, slow = 0) {
  const child = fork(resolve(root, 'bench/chat-receivers.mjs'), [], {
    env: { ...process.env, URL: url, PER_URL: String(perUrl), CHANNEL: chatChannel(HOST_ID), SLOW: String(slow) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let answer = null;
  child.on('message', (m) => answer?.(m));
  return new Promise((ready, reject) => {
    child.once('exit', (code) => reject(new Error(`chat viewers exited (${code})`)));
    child.once('message', () =>
      ready({
        report: () =>
          new Promise((got) => {
            answer = (m) => {
              answer = null;
              got(m);
            };
            child.send({ report: true });
          }),
        stop: () => child.send({ stop: true }),
      }),
    );
  });
}

/** RATE lines a second for `seconds`, round robin over the senders; answers what the server said to them. */
async function send(base, path, sessions, seconds, rate = RATE, onTick = () => {}) {
  const answers = { delivered: 0, dropped: 0, refused: {} };
  const pending = [];
  const gap = 1000 / rate;
  const start = now();
  for (let k = 0; k < seconds * rate; k++) {
    const wait = start + k * gap - now();
    if (wait > 0) await sleep(wait);
    if (k % rate === 0) onTick(k / rate);
    const session = sessions[k % sessions.length];
    const content = `bench ${letters(k + 1)} ${letters(now())}`;
    pending.push(
      post(base, path, { hostId: HOST_ID, content }, session).then((env) => {
        if (env.code !== 1) answers.refused[env.code] = (answers.refused[env.code] ?? 0) + 1;
        else if (env.data.delivered) answers.delivered += 1;
        else answers.dropped += 1;
      }),
    );
  }
  await Promise.all(pending);
  await sleep(1_000); // the last batch, and the bare side's last frames, arrive
  return answers;
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${DB_NAME}`);
const env = { DATABASE_URL: dbUrl(DB_NAME), SEED_DEMO: 'false', RUN_JOBS: 'false', WS_MAX_SOCKETS_PER_IP: '100000' };
const started = [];
const result = { viewers: VIEWERS, linesPerSecond: RATE, roundSeconds: ROUND_SECONDS, rounds: ROUNDS };
try {
  const ours = await startServer(18401, env);
  started.push(ours);
  const db = new pg.Client({ connectionString: dbUrl(DB_NAME) });
  await db.connect();
  await db.query(`insert into hosts (id, nick_name, picture_id, live_room_id) values ($1, 'bench', '1', 1)`, [HOST_ID]);
  await db.end();
  const sessions = [];
  for (let i = 0; i < USERS; i++) {
    const username = `bench_chat_${i}`;
    await post(ours.url, userRoutes.register.path, { username, password: 'bench-pass-1', nickname: `观众${i}` });
    const login = await post(ours.url, userRoutes.login.path, { username, password: 'bench-pass-1' });
    if (login.code !== 1) throw new Error(`login: ${login.msg}`);
    sessions.push(login.data);
  }
  started.push(await startBare(18402));
  const oursViewers = await startViewers('ws://127.0.0.1:18401/ws', VIEWERS);
  started.push(oursViewers);
  const bareViewers = await startViewers('ws://127.0.0.1:18402', VIEWERS);
  started.push(bareViewers);

  const sides = {
    bare: { base: 'http://127.0.0.1:18402', path: '/send', viewers: bareViewers, rounds: [] },
    ours: { base: ours.url, path: chatRoutes.send.path, viewers: oursViewers, rounds: [] },
  };
  for (const side of Object.values(sides)) {
    await send(side.base, side.path, sessions, 2); // warm-up
    await side.viewers.report();
  }
  for (let r = 0; r < ROUNDS; r++) {
    for (const side of Object.values(sides)) {
      const answers = await send(side.base, side.path, sessions, ROUND_SECONDS);
      side.rounds.push({ ...(await side.viewers.report()), answers });
    }
  }
  const figure = (list) => ({
    p50Ms: Number(median(list.map((r) => r.p50)).toFixed(1)),
    p99Ms: Number(median(list.map((r) => r.p99)).toFixed(1)),
    maxMs: Number(median(list.map((r) => r.max)).toFixed(1)),
    framesPerViewerPerSecond: Number((median(list.map((r) => r.frames)) / VIEWERS / ROUND_SECONDS).toFixed(1)),
    linesPerViewer: [Math.min(...list.map((r) => r.fewestPerSocket)), Math.max(...list.map((r) => r.mostPerSocket))],
    answers: list.map((r) => r.answers),
  });
  result.bare = figure(sides.bare.rounds);
  result.ours = figure(sides.ours.rounds);
  result.ratioP99 = Number((result.ours.p99Ms / result.bare.p99Ms).toFixed(2));
  result.ratioP50 = Number((result.ours.p50Ms / result.bare.p50Ms).toFixed(2));
  result.budget = BUDGET;
  result.withinBudget = result.ratioP99 <= BUDGET;
  console.log(JSON.stringify({ bare: result.bare, ours: result.ours, ratioP99: result.ratioP99 }, null, 2));
  for (const part of started.splice(1).reverse()) await part.stop(); // viewers and bare gone; the first node stays

  // Flood and slow readers: a node whose room cap is FLOOD_CAP lines/s gets RATE lines/s, with FLOOD_VIEWERS reading
  // and SLOW_READERS subscribed but reading nothing.
  const flood = await startServer(18403, { ...env, CHAT_ROOM_CAP_PER_SECOND: String(FLOOD_CAP) });
  started.push(flood);
  const viewers = await startViewers('ws://127.0.0.1:18403/ws', FLOOD_VIEWERS, SLOW_READERS);
  started.push(viewers);
  const rss = [rssMb(flood.pid)];
  const answers = await send(flood.url, chatRoutes.send.path, sessions, CASE_SECONDS, RATE, (second) => {
    if (second % 5 === 0) rss.push(rssMb(flood.pid));
  });
  rss.push(rssMb(flood.pid));
  const seen = await viewers.report();
  result.flood = {
    method: `${CASE_SECONDS} s of ${RATE} lines/s into a room capped at ${FLOOD_CAP}/s; ${FLOOD_VIEWERS} reading viewers and ${SLOW_READERS} that read nothing`,
    answers,
    delivered: { p50Ms: Number(seen.p50.toFixed(1)), p99Ms: Number(seen.p99.toFixed(1)), linesPerViewer: [seen.fewestPerSocket, seen.mostPerSocket] },
    slowReadersDroppedByServer: seen.closedByServer,
    serverRssMb: rss,
  };
  console.log(JSON.stringify(result.flood, null, 2));
} finally {
  for (const part of started.reverse()) await part.stop();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
}
result.method = `${VIEWERS} viewers of one room on one node (PostgreSQL) against a bare ws relay; ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s at ${RATE} lines/s from ${USERS} logged-in senders; delay from before the POST to arrival on each viewer; median over rounds`;
writeResults('chat', result);
