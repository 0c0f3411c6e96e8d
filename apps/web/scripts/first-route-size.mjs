import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** ARCHITECTURE §6 budgets for what the first route (/anchor) loads, gzip. */
export const BUDGET = { jsBytes: 120 * 1024, cssBytes: 25 * 1024 };
export const FIRST_ROUTE_MODULE = 'src/features/anchor/routes/anchor-home.tsx';
/**
 * Lazy chunks every start-up loads anyway: the app itself (React and the shell, imported by the entry after
 * the start-up calls went out) and the push connection (after the first paint, but on the first route), which
 * is the `realtime` group of vite.config.ts: a module in a group has no manifest entry of its own.
 */
const STARTUP_MODULES = ['src/app/mount.tsx'];
const STARTUP_GROUPS = ['realtime'];

/** The manifest keys of the start-up chunks. */
export function startupKeys(manifest) {
  const groups = STARTUP_GROUPS.map((name) => {
    const key = Object.keys(manifest).find((k) => manifest[k].name === name && !manifest[k].src);
    if (!key) throw new Error(`manifest has no chunk named ${name}`);
    return key;
  });
  return [...STARTUP_MODULES, ...groups];
}

/**
 * The files the browser loads for /anchor: the entry chunk, its static imports (transitively), and the
 * /anchor route chunk and the start-up chunks, with their static imports — read from Vite's manifest. Other
 * lazy imports are not counted: they load later (another route, a toast, the login dialog) or never.
 */
export async function firstRouteSize(distDir) {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  if (!manifest[FIRST_ROUTE_MODULE]) throw new Error(`${FIRST_ROUTE_MODULE} is not a chunk of its own`);

  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(FIRST_ROUTE_MODULE);
  for (const key of startupKeys(manifest)) visit(key);

  const rows = [];
  for (const file of files) {
    const source = await readFile(join(distDir, file));
    rows.push({ file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length });
  }
  const sum = (ext) => rows.filter((r) => r.file.endsWith(ext)).reduce((n, r) => n + r.gzipBytes, 0);
  return { files: rows.sort((a, b) => b.gzipBytes - a.gzipBytes), jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css') };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
