// Builds the minimal React page with the app's own Vite config (apps/web/vite.config.ts: the React plugin,
// target, resolve, chunk grouping, inlined entry CSS, low-priority scripts, precompressed files), so that what
// separates it from the app in bench/web.mjs is the app's code, not the build. Run under tsx (it imports the
// config's TypeScript). Only what names the app's own modules is left out: the preload of src/app/mount.tsx.
import { dirname, resolve } from 'node:path';
import { build } from 'vite';
import config from '../../apps/web/vite.config.ts';

const here = import.meta.dirname;

/** Writes the page to outDir; it is served at `base`. */
export async function buildMinimalReact(outDir, base = '/minimal-react/') {
  const plugins = config.plugins.flat().filter((plugin) => plugin && plugin.name !== 'sport-preload-chunk');
  await build({
    ...config,
    configFile: false,
    root: here,
    base,
    plugins,
    logLevel: 'warn',
    build: { ...config.build, outDir, manifest: false },
  });
  return { outDir, index: resolve(outDir, 'index.html'), dir: dirname(outDir) };
}
