// `npm test`: everything, in order — typecheck and lint (side by side), unit + integration (PGlite; with DATABASE_URL
// set, the server's suites on PostgreSQL and on PGlite only what depends on the engine: decision 039), build + size
// budget, e2e in Chromium (over PGlite). Prints one closing line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { NOT_SERVER, SERVER_ON_PGLITE_TOO } from './lib/server-on-pglite.mjs';
import { together } from './lib/together.mjs';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, 'node_modules/.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

const steps = [
  { name: 'engines', cmd: ['node', 'scripts/check-engines.mjs'] },
  // Side by side: each is one single-threaded process, and the machine has two cores (issue 25 §6). Their
  // outputs are printed whole, one after the other, once both are done.
  {
    name: 'typecheck and lint',
    together: [
      { name: 'typecheck', cmd: ['npx', 'tsc', '-b'] },
      { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
    ],
  },
  {
    name: process.env.DATABASE_URL
      ? 'unit + integration (PGlite: contract, web, tools; the server where the engine matters)'
      : 'unit + integration (PGlite)',
    cmd: [
      'npx',
      'vitest',
      'run',
      // absolute: vitest matches a relative filter against each project's own root
      ...(process.env.DATABASE_URL ? [...NOT_SERVER, ...SERVER_ON_PGLITE_TOO].map((path) => `${root}/${path}`) : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest-pglite.json`,
    ],
    env: withoutDatabaseUrl,
  },
  process.env.DATABASE_URL && {
    name: 'server suites (PostgreSQL)',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest-postgres.json`,
    ],
  },
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  { name: 'size budget', cmd: ['node', 'apps/web/scripts/check-size.mjs'] },
  // Before e2e, not at the start: a missing browser should not cost the unit results.
  { name: 'chromium for e2e', run: ensureChromium },
  {
    name: 'e2e (Chromium)',
    cmd: ['npx', 'playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
    env: { ...withoutDatabaseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  },
].filter(Boolean);

let failedStep;
for (const step of steps) {
  console.log(`\n━━ ${step.name}${step.cmd ? `: ${step.cmd.join(' ')}` : ''}`);
  const started = Date.now();
  const ok = step.run
    ? step.run()
    : step.together
      ? await together(step.together, root)
      : spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env: step.env ?? process.env })
          .status === 0;
  console.log(`━━ ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) {
    failedStep = step.name;
    break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['vitest-pglite.json', 'vitest-postgres.json']) {
  const path = resolve(reports, file);
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
const pw = resolve(reports, 'playwright.json');
if (existsSync(pw)) {
  const stats = JSON.parse(readFileSync(pw, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
if (failedStep) console.log(`\nnpm test stopped at: ${failedStep}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep || failed > 0 ? 1 : 0);
