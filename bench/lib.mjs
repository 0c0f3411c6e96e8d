// Shared pieces of the benchmarks: start the real built server, signed headers, autocannon runs.
// Run with `node --import tsx` (scripts/bench.mjs does) so the contract's TypeScript is importable.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
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

/** Starts `node apps/server/dist/server.js` on a fresh PGlite folder with the demo world; resolves when ready. */
export async function startServer(port, extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sport-bench-'));
  const child = spawn(process.execPath, [resolve(root, 'apps/server/dist/server.js')], {
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
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

export function signedHeaders(extra = {}) {
  const fields = { 'device-id': 'bench-device', 'os-type': '1', timestamp: String(Date.now()), version: '1.0', ...extra };
  return { ...fields, 'app-type': '3', sign: computeSign(fields), 'content-type': 'application/json' };
}

/** One autocannon run: 100 connections, 10 s after a short warm-up. */
export async function load(title, url, { method = 'GET', body, headers = {}, connections = 100, duration = 10 } = {}) {
  const options = { url, method, body, headers, connections, pipelining: 1 };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration, headers: { ...headers, ...signedHeadersIfNeeded(headers) } });
  const non2xx = result.non2xx + result.errors;
  const figure = {
    title,
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    non2xx,
  };
  console.log(`${title.padEnd(34)} ${String(figure.reqPerSec).padStart(7)} req/s  p50 ${figure.p50Ms} ms  p99 ${figure.p99Ms} ms${non2xx ? `  (${non2xx} non-2xx!)` : ''}`);
  return figure;
}

// A run lasts seconds, far inside the 300 s sign window; refresh the timestamp for each run anyway.
function signedHeadersIfNeeded(headers) {
  return headers.sign ? signedHeaders() : {};
}

export function writeResults(name, data) {
  mkdirSync(resolve(root, 'bench/results'), { recursive: true });
  const path = resolve(root, `bench/results/${name}.json`);
  writeFileSync(path, `${JSON.stringify({ at: new Date().toISOString(), ...data }, null, 2)}\n`);
  console.log(`wrote ${path}`);
}
