// First and later start of the built server on a PGlite folder (issue 26 §3: a first start answers within 20 s,
// a later one within 5 s). Each round: a fresh folder, `node apps/server/dist/server.js` with the demo seed and the
// leader's jobs, timed from the spawn to the first /healthz answer (the app answers: the world is there), to the
// end of the demo content written while it serves (/healthz `seeding` false), with the longest a /healthz waited
// meanwhile; then stopped and started again on the same folder (a later start). A benchmark, not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { QUICK, root, writeResults } from './lib.mjs';

const ROUNDS = QUICK ? 1 : 3;
const PORT = 18090;
const BUDGET = { firstStartMs: 20_000, laterStartMs: 5_000 };

function start(dataDir) {
  return spawn(process.execPath, [resolve(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      RUN_JOBS: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Asks /healthz one request after another from the spawn: when it first answered, and when seeding ended. */
async function follow(startedAt) {
  let answeredMs;
  let longestWaitMs = 0;
  for (;;) {
    const asked = performance.now();
    const health = await fetch(`http://127.0.0.1:${PORT}/healthz`)
      .then((r) => r.json())
      .catch(() => undefined);
    const waited = performance.now() - asked;
    if (!health) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    if (answeredMs === undefined) answeredMs = performance.now() - startedAt;
    else longestWaitMs = Math.max(longestWaitMs, waited);
    if (!health.data.seeding) return { answeredMs, seededMs: performance.now() - startedAt, longestWaitMs };
    await new Promise((r) => setTimeout(r, 100));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rounds = [];
for (let round = 1; round <= ROUNDS; round++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sport-bench-start-'));
  try {
    let startedAt = performance.now();
    let child = start(dataDir);
    const first = await follow(startedAt);
    await stop(child);
    startedAt = performance.now();
    child = start(dataDir);
    const later = await follow(startedAt);
    await stop(child);
    const figures = {
      firstStartMs: Math.round(first.answeredMs),
      firstContentMs: Math.round(first.seededMs),
      longestWaitWhileSeedingMs: Math.round(first.longestWaitMs),
      laterStartMs: Math.round(later.answeredMs),
    };
    rounds.push(figures);
    console.log(`round ${round}: ${JSON.stringify(figures)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const result = Object.fromEntries(Object.keys(rounds[0]).map((key) => [key, median(rounds.map((r) => r[key]))]));
const withinBudget = result.firstStartMs <= BUDGET.firstStartMs && result.laterStartMs <= BUDGET.laterStartMs;
console.log(`median: ${JSON.stringify(result)}  budget ${JSON.stringify(BUDGET)}: ${withinBudget ? 'met' : 'MISSED'}`);
writeResults('start', { rounds: ROUNDS, budget: BUDGET, median: result, withinBudget, each: rounds });
