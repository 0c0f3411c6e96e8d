#!/usr/bin/env node
// Web budgets (ARCHITECTURE §6): first-route gzip size of the built app, and Lighthouse 12 mobile performance on
// /anchor (median of 3) in Debian's Chromium against the real built server. Writes bench/results/web.json.
// Run after `npm run build` at the root.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_FLAGS } from '../apps/web/e2e/chromium-flags.ts';
import { BUDGET, firstRouteSize } from '../apps/web/scripts/first-route-size.mjs';

const root = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 8197);
const URL_ANCHOR = `http://localhost:${PORT}/spa/sport-info-h5/anchor`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const RUNS = 3;

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      // ready, not just listening: the first start seeds the demo world (up to ~90 s on a busy machine)
      const res = await fetch(`http://localhost:${PORT}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy in time');
}

async function startServer(dataDir) {
  // another server on the port would answer /readyz and be measured instead of this build
  const taken = await fetch(`http://localhost:${PORT}/readyz`).then(() => true, () => false);
  if (taken) throw new Error(`port ${PORT} is already in use (set BENCH_WEB_PORT)`);
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', RUN_JOBS: 'true', SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`server exited (${code})`))));
  await Promise.race([waitForHealth(Date.now() + 240_000), exited]);
  return child;
}

function scriptTransferKB(lhr) {
  const items = lhr?.audits['network-requests']?.details?.items ?? [];
  const bytes = items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return +(bytes / 1024).toFixed(1);
}

async function lighthouseRuns() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const scores = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(URL_ANCHOR, { port: chrome.port, onlyCategories: ['performance'], formFactor: 'mobile', output: 'json', logLevel: 'error' });
      const lhr = result?.lhr;
      // a page that did not load scores nothing; say why instead of recording a 0
      if (!lhr || lhr.runtimeError) throw new Error(`lighthouse: ${lhr?.runtimeError?.message ?? 'no result'}`);
      scores.push({
        performance: Math.round((lhr?.categories.performance.score ?? 0) * 100),
        fcpMs: Math.round(lhr?.audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(lhr?.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? 0),
        cls: lhr?.audits['cumulative-layout-shift']?.numericValue ?? 0,
        // what the browser really fetched, to check the manifest-based first-route figure against
        scriptTransferKB: scriptTransferKB(lhr),
      });
    } finally {
      await chrome.kill();
    }
  }
  return scores;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const size = await firstRouteSize(join(root, 'apps/web/dist'));
const dataDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
let server;
let runs = [];
let error = null;
try {
  server = await startServer(dataDir);
  runs = await lighthouseRuns();
} catch (e) {
  error = e instanceof Error ? e.message : String(e);
} finally {
  server?.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}

const performance = runs.length ? median(runs.map((r) => r.performance)) : null;
const result = {
  at: new Date().toISOString(),
  firstRoute: {
    route: '/anchor',
    jsGzipKB: +(size.jsGzipBytes / 1024).toFixed(1),
    cssGzipKB: +(size.cssGzipBytes / 1024).toFixed(1),
    budgetJsKB: BUDGET.jsBytes / 1024,
    budgetCssKB: BUDGET.cssBytes / 1024,
    files: size.files,
  },
  lighthouse: { url: URL_ANCHOR, chrome: CHROME_PATH, runs, medianPerformance: performance, budget: 95, error },
};
await mkdir(join(root, 'bench/results'), { recursive: true });
await writeFile(join(root, 'bench/results/web.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `first route JS ${result.firstRoute.jsGzipKB} KB / CSS ${result.firstRoute.cssGzipKB} KB gzip; ` +
    `Lighthouse mobile performance median ${performance ?? 'n/a'}${error ? ` (error: ${error})` : ''}`,
);
