// Every installed package's `engines.node` must accept each Node version the README promises: an install
// that warns "wants Node 22" on the machine we run on is a promise broken before the first test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import semver from 'semver';

const root = resolve(import.meta.dirname, '..');
/** The oldest Node the README says runs the product, and the supported LTS. */
const PROMISED = ['20.19.0', '24.0.0'];

function* packages(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (name.startsWith('@')) {
      yield* packages(path);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) yield JSON.parse(readFileSync(manifest, 'utf8'));
    yield* packages(join(path, 'node_modules'));
  }
}

const broken = [];
for (const pkg of packages(join(root, 'node_modules'))) {
  const range = pkg.engines?.node;
  if (typeof range !== 'string') continue;
  const refused = PROMISED.filter((v) => !semver.satisfies(v, range, { includePrerelease: true }));
  if (refused.length > 0) broken.push(`${pkg.name}@${pkg.version} wants node ${range}, refuses ${refused.join(', ')}`);
}
if (broken.length > 0) {
  console.error(`Dependencies that refuse a Node version the README promises (${PROMISED.join(', ')}):`);
  for (const line of broken) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`engines: every dependency accepts Node ${PROMISED.join(' and ')}`);
