// `npm run bench`: every benchmark in bench/, each writing bench/results/<name>.json. A benchmark, not a test.
// `npm run bench -- football football-import` runs only those. `BENCH_QUICK=1 npm run bench -- …` proves they run
// (short rounds, results in the system's temp folder, never to be read as figures).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const all = ['start', 'server', 'web', 'anchor', 'football', 'nba', 'football-import', 'news', 'news-buy', 'ranking', 'forum-upload', 'push', 'chat'];
/** Benchmarks of the source tree, not of the built app: no build before them. */
const fromSource = new Set(['football-import']);
const names = (only.length ? only : all).filter((name) => existsSync(resolve(root, `bench/${name}.mjs`)));

if (names.some((name) => !fromSource.has(name))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
let status = 0;
for (const name of names) {
  console.log(`\n━━ bench/${name}.mjs`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.mjs`], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) status = result.status ?? 1;
}
process.exit(status);
