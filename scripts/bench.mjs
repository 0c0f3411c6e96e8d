// `npm run bench`: every benchmark in bench/, each writing bench/results/<name>.json. A benchmark, not a test.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const all = ['server', 'web', 'anchor'];
const names = (only.length ? only : all).filter((name) => existsSync(resolve(root, `bench/${name}.mjs`)));

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
let status = 0;
for (const name of names) {
  console.log(`\n━━ bench/${name}.mjs`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.mjs`], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) status = result.status ?? 1;
}
process.exit(status);
