// Issue 13 §4 and issue 14 §4 budget: each centre's route (football's three, the NBA's) costs ≤ 35 KB gzip beyond
// the shell. Read from Vite's manifest of the built app, as apps/web/scripts/first-route-size.mjs reads the first
// route's files.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startupKeys } from '../apps/web/scripts/first-route-size.mjs';

export const CENTRE_BUDGET_BYTES = 35 * 1024;
export const CENTRE_MODULES = {
  '/world-cup': 'src/features/football/routes/world-cup-home.tsx',
  '/euro-cup': 'src/features/football/routes/euro-cup-home.tsx',
  '/five-leagues': 'src/features/football/routes/five-leagues-home.tsx',
  '/nba': 'src/features/nba/routes/nba-home.tsx',
  '/user-ranking': 'src/features/ranking/routes/ranking-home.tsx',
  '/forum': 'src/features/forum/routes/forum-home.tsx',
  '/news': 'src/features/news/routes/news-home.tsx',
  // issue 24: the match page
  '/match/:id': 'src/features/match/routes/match-page.tsx',
};

/** The files a manifest key loads: its chunk, its CSS and its static imports, transitively. */
function filesOf(manifest, keys) {
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
  for (const key of keys) visit(key);
  return files;
}

/**
 * What opening each centre adds to the shell (the entry and the start-up chunks every page loads): the route
 * chunk and the chunks it imports that the shell does not hold. Chunks shared by the centres count for
 * each: a user may open any of them first. Lazy imports inside a centre load later and are not counted.
 */
export async function centreRouteSizes(distDir) {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  const shell = filesOf(manifest, [entryKey, ...startupKeys(manifest)]);
  const gzipBytes = new Map();
  const sizeOf = async (file) => {
    if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(await readFile(join(distDir, file)), { level: 9 }).length);
    return gzipBytes.get(file);
  };
  const centres = {};
  for (const [route, key] of Object.entries(CENTRE_MODULES)) {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of its own`);
    const rows = [];
    for (const file of filesOf(manifest, [key])) {
      if (!shell.has(file)) rows.push({ file, gzipBytes: await sizeOf(file) });
    }
    const sum = (ext) => rows.filter((r) => r.file.endsWith(ext)).reduce((n, r) => n + r.gzipBytes, 0);
    const bytes = sum('.js') + sum('.css');
    centres[route] = {
      jsGzipKB: +(sum('.js') / 1024).toFixed(1),
      cssGzipKB: +(sum('.css') / 1024).toFixed(1),
      gzipKB: +(bytes / 1024).toFixed(1),
      withinBudget: bytes <= CENTRE_BUDGET_BYTES,
      files: rows.sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  }
  return { budgetKB: CENTRE_BUDGET_BYTES / 1024, centres };
}
