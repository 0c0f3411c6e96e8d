// Bundles the server into dist/server.js: our code and @sport/contract (TypeScript source) inlined,
// every other package left to node_modules. Run with `npm run build -w @sport/server`.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const BUNDLED = /^@sport\/contract(\/|$)/;

/** Bare imports stay external (resolved from node_modules at run time), except our workspace contract. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (BUNDLED.test(args.path) || args.path.startsWith('/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(join(here, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [join(here, 'src/server.ts')],
  outfile: join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
console.log(`built dist/server.js (${Math.round(bytes / 1024)} KB with its source map)`);

// A migrated, empty PGlite folder beside the bundle, so a first start skips initdb and the migrations.
const template = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'src/db/write-template.ts')], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
