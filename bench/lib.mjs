// Shared pieces of the benchmarks: start the real built server, signed headers, autocannon runs.
// Run with `node --import tsx` (scripts/bench.mjs does) so the contract's TypeScript is importable.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { computeSign } from '@sport/contract';

export const root = resolve(import.meta.dirname, '..');

export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Waits for a server's /healthz to stop saying `seeding`. */
async function waitForSeeded(url, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const health = await (await fetch(url)).json();
    if (!health.data.seeding) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} still seeding after ${timeoutMs} ms`);
}

/**
 * How far the started server's world clock is from this machine's: 0 unless the bench gave it CLOCK_START. A
 * signed call's timestamp is the server's time, as a phone's clock is the world's (the sign check allows a few
 * minutes of skew, not the hours between now and a chosen evening).
 */
let worldOffsetMs = 0;

/** The world's time of the server the bench started (epoch ms). */
export const worldNow = () => Date.now() + worldOffsetMs;

/**
 * Runs in every measured page before its own scripts: the page's clock at the world's (the server's CLOCK_START),
 * as a phone's clock is the world's. The app signs each call with its time; hours off, the server refuses it.
 * The same few lines run in the bare and minimal pages, so they cost every page alike.
 */
export function worldDate(offsetMs) {
  const MachineDate = Date;
  class WorldDate extends MachineDate {
    constructor(...args) {
      if (args.length === 0) super(MachineDate.now() + offsetMs);
      else super(...args);
    }

    static now() {
      return MachineDate.now() + offsetMs;
    }
  }
  globalThis.Date = WorldDate;
}

/**
 * Starts `node apps/server/dist/server.js` on a fresh PGlite folder with the demo world; resolves when ready.
 * `offsetMs` is its world clock's distance from this machine's (CLOCK_START in `extraEnv`).
 */
export async function startServer(port, extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sport-bench-'));
  // BENCH_SERVER_NODE_ARGS: Node options for the server alone, to read a run with (--trace-gc, --cpu-prof)
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, resolve(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // the benchmark is one client hammering from loopback: the per-IP limit would turn it into 429s
      RATE_LIMIT_MAX: '100000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`, 300_000);
  // A first start writes the demo content (tips, bets, the forum) while it serves: measure the whole world.
  await waitForSeeded(`http://127.0.0.1:${port}/healthz`);
  worldOffsetMs = 0;
  if (extraEnv.CLOCK_START) {
    const asked = Date.now();
    const health = await (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
    worldOffsetMs = health.data.now - Math.round((asked + Date.now()) / 2);
  }
  /** Stops the server; resolves once it has exited and its database folder is gone. */
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop, offsetMs: worldOffsetMs };
}

export function signedHeaders(extra = {}) {
  const fields = {
    'device-id': 'bench-device',
    'os-type': '1',
    timestamp: String(worldNow()),
    version: '1.0',
    ...extra,
  };
  return { ...fields, 'app-type': '3', sign: computeSign(fields), 'content-type': 'application/json' };
}

/**
 * Every call accepts compressed answers, as every browser and the host apps' web views do; the bare
 * route ignores it, our cached lists answer br.
 */
export const CLIENT_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * autocannon keeps every answer's body as a string (`body += chunk` per response): for a compressed answer
 * that is a UTF-8 decode of binary bytes, ~26 µs per 5 KB answer on this machine, on the same two cores the
 * server runs on. Nothing here reads bodies, so the load generator does not collect them; bytes are still
 * counted (autocannon counts them from the socket, not from the body).
 */
const dropBodies = (client) => {
  client.pipelinedRequests.addBody = () => undefined;
};

/** One autocannon run at 100 connections; signed headers are made fresh per run. */
async function run(target, duration) {
  const { url, method = 'GET', body, signed = false } = target;
  const headers = { ...CLIENT_HEADERS, ...(signed ? signedHeaders() : {}) };
  return autocannon({ url, method, body, connections: 100, pipelining: 1, duration, headers, setupClient: dropBodies });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Rounds of one target as a figure: req/s over all rounds, p50/p99 the median round's, the worst p99 too. */
function figure(title, results) {
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  const bytes = results.reduce((sum, r) => sum + r.throughput.total, 0);
  return {
    title,
    reqPerSec: Math.round(requests / seconds),
    p50Ms: median(results.map((r) => r.latency.p50)),
    p99Ms: median(results.map((r) => r.latency.p99)),
    worstP99Ms: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    bytesPerReq: Math.round(bytes / Math.max(1, requests)),
  };
}

/**
 * `BENCH_QUICK=1` only proves that a benchmark runs end to end (one short round, results written outside the
 * repository): its figures mean nothing, and a loaded machine's must not pass for results.
 */
export const QUICK = process.env.BENCH_QUICK === '1';
const ROUNDS = QUICK ? 1 : 5;
const ROUND_SECONDS = QUICK ? 1 : 3;
/** Unmeasured load on each target first: the server's JIT settles on the route's code (steady state). */
const WARM_SECONDS = QUICK ? 1 : 5;

/**
 * A route against its bare baselines, interleaved: ROUNDS × (bare, route, plain, same bytes) slices of
 * ROUND_SECONDS each, so all see the same machine (another process busy for a few seconds lands on each, not on
 * one of them). `plain` (a bare GET without our headers) and `sameBytes` (the bare route answering as many bytes
 * as the route) are recorded for reference, not judged.
 */
async function roundsWithBare(bareTarget, target, plainTarget, sameBytesTarget) {
  const targets = [bareTarget, target, plainTarget, sameBytesTarget];
  for (const t of targets) await run(t, WARM_SECONDS);
  const runs = targets.map(() => []);
  for (let i = 0; i < ROUNDS; i++) {
    for (const [k, t] of targets.entries()) runs[k].push(await run(t, ROUND_SECONDS));
  }
  const [bare, route, plain, sameBytes] = targets.map((t, k) => figure(t.title, runs[k]));
  return { bare, route, plain, sameBytes };
}

/** How many bytes the route's answer is on the wire (compressed as the bench's client accepts it). */
async function answerBytes(target) {
  const headers = { ...CLIENT_HEADERS, ...(target.signed ? signedHeaders() : {}) };
  const response = await fetch(target.url, { method: target.method, body: target.body, headers });
  const length = Number(response.headers.get('content-length'));
  // fetch decodes the body; without a length header the decoded size is the best there is
  return Number.isFinite(length) && length > 0 ? length : (await response.arrayBuffer()).byteLength;
}

const line = (f) =>
  `${f.title.padEnd(34)} ${String(f.reqPerSec).padStart(7)} req/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms (worst round ${f.worstP99Ms})  ${f.bytesPerReq} B/answer${f.non2xx ? `  (${f.non2xx} non-2xx!)` : ''}`;

export function writeResults(name, data) {
  const dir = QUICK ? join(tmpdir(), 'sport-bench-quick') : resolve(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.json`);
  writeFileSync(
    path,
    `${JSON.stringify({ at: new Date().toISOString(), ...(QUICK ? { quick: true } : {}), ...data }, null, 2)}\n`,
  );
  console.log(`wrote ${path}`);
}

/**
 * The shape of every server benchmark: a bare Fastify route as the baseline, interleaved with each of the
 * product's routes on the real built server; each judged against the budget (≥ 0.5 of bare, p99 ≤ 20 ms).
 * The bare route gets the same request as the route (method, headers, query, body): the ratio is then the
 * cost of our stack, not of the request's size (docs/decisions/008-what-the-server-bench-compares.md).
 * `cases(url)` returns [{ title, path, method?, body? }] once the server is up (so it can look things up).
 */
export async function benchAgainstBare(name, cases, { barePort = 18081, serverPort = 18080 } = {}) {
  const bare = spawn(process.execPath, [resolve(root, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let server;
  try {
    // inside the try: a server that fails to start must not leave the bare one running
    server = await startServer(serverPort);
    await waitFor(`http://127.0.0.1:${barePort}/bare`);
    const bareUrl = `http://127.0.0.1:${barePort}/bare`;
    const plainTarget = { title: 'bare GET, no headers', url: bareUrl };
    const judged = [];
    for (const c of await cases(server.url)) {
      const request = {
        method: c.method ?? 'GET',
        body: c.body === undefined ? undefined : JSON.stringify(c.body),
        signed: true,
      };
      const query = c.path.includes('?') ? c.path.slice(c.path.indexOf('?')) : '';
      const target = { title: c.title, url: server.url + c.path, ...request };
      const bareTarget = { title: 'bare fastify route', url: bareUrl + query, ...request };
      const bytes = await answerBytes(target);
      const sizedUrl = `http://127.0.0.1:${barePort}/bare-sized${query ? `${query}&` : '?'}bytes=${bytes}`;
      const sameBytesTarget = { title: `bare route, ${bytes} B answer`, url: sizedUrl, ...request };
      const { bare, route, plain, sameBytes } = await roundsWithBare(bareTarget, target, plainTarget, sameBytesTarget);
      for (const f of [bare, route, plain, sameBytes]) console.log(line(f));
      const ratio = Number((route.reqPerSec / bare.reqPerSec).toFixed(2));
      judged.push({
        ...route,
        bare,
        ratio,
        plainGet: plain,
        ratioToPlainGet: Number((route.reqPerSec / plain.reqPerSec).toFixed(2)),
        sameBytes,
        ratioToSameBytes: Number((route.reqPerSec / sameBytes.reqPerSec).toFixed(2)),
        withinBudget: ratio >= 0.5 && route.p99Ms <= 20 && route.non2xx === 0,
      });
    }
    for (const f of judged) {
      const verdict = f.withinBudget ? 'within' : 'OVER';
      console.log(
        `${f.title}: ratio ${f.ratio} to bare (${f.ratioToPlainGet} to a plain GET, ${f.ratioToSameBytes} to a bare route answering as many bytes), p99 ${f.p99Ms} ms: ${verdict} budget`,
      );
    }
    writeResults(name, {
      connections: 100,
      method: `${WARM_SECONDS} s warm-up, then ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s (bare, route, plain GET, bare with the route's answer length) per route; the bare routes get the route's request; p99 is the median round's`,
      clientHeaders: CLIENT_HEADERS,
      budget: { minRatio: 0.5, maxP99Ms: 20 },
      routes: judged,
    });
  } finally {
    bare.kill('SIGTERM');
    await server?.stop();
  }
}

/** One signed call of a contract route (GET input in the query, POST input as JSON); resolves to `data`. */
export async function call(base, def, input = {}) {
  const query = def.method === 'GET' ? `?${new URLSearchParams(input).toString()}` : '';
  const response = await fetch(base + def.path + query, {
    method: def.method,
    headers: signedHeaders(),
    body: def.method === 'POST' ? JSON.stringify(input) : undefined,
  });
  const envelope = await response.json();
  if (envelope.code !== 1) throw new Error(`${def.path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * A season's busiest day (the earliest of them) from a match-date route: the largest match list a user can open.
 * `input` is the match-date call's input (season, and kind where the route takes one).
 */
export async function busiestDay(base, def, input) {
  const days = await call(base, def, input);
  const day = days.reduce((best, d) => (best === undefined || d.count > best.count ? d : best), undefined);
  if (!day) throw new Error(`${def.path} ${JSON.stringify(input)}: no match days`);
  return day.matchDate;
}

/**
 * Contract calls as benchmark cases ([{ title, def, body }] → benchAgainstBare's targets). Each answer is asked
 * for once before it is measured: it must hold something (an empty list would measure nothing), and the cache
 * then has it.
 */
export async function casesOfCalls(base, calls) {
  for (const c of calls) {
    const data = await call(base, c.def, c.body);
    if (!Array.isArray(data) || data.length === 0) throw new Error(`${c.title}: empty answer`);
  }
  return calls.map((c) => ({ title: c.title, path: c.def.path, method: c.def.method, body: c.body }));
}

/** One signed call, as `session` when given; resolves to the envelope's data. */
export async function ask(base, def, input, session) {
  const query = def.method === 'GET' ? `?${new URLSearchParams(input).toString()}` : '';
  const response = await fetch(base + def.path + query, {
    method: def.method,
    headers: signedHeaders(session ? { token: session.token, uid: String(session.uid) } : {}),
    body: def.method === 'POST' ? JSON.stringify(input) : undefined,
  });
  const envelope = await response.json();
  if (envelope.code !== 1) throw new Error(`${def.path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}
