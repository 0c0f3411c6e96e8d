// The list of server files `npm test` also runs on PGlite when PostgreSQL is at hand (decision 039): a renamed file
// would silently leave the list, and a file that skips itself on PostgreSQL but is not listed would run nowhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_SERVER, SERVER_ON_PGLITE_TOO } from '../scripts/lib/server-on-pglite.mjs';

const root = resolve(import.meta.dirname, '..');

function testFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(path);
    return entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
}

const serverTests = [
  ...testFilesUnder(join(root, 'apps/server/src')),
  ...testFilesUnder(join(root, 'apps/server/test')),
];
const listed = (file) => SERVER_ON_PGLITE_TOO.some((path) => file.startsWith(path));
/** A file that skips its tests when DATABASE_URL is set: PGlite is the only place it runs. */
const skipsOnPostgres = (file) =>
  /skipIf\(\s*(onPostgres|Boolean\(process\.env\.DATABASE_URL\)|process\.env\.DATABASE_URL)/.test(
    readFileSync(join(root, file), 'utf8'),
  );

describe('the server files that run on PGlite too', () => {
  it('are paths that exist', () => {
    for (const path of [...SERVER_ON_PGLITE_TOO, ...NOT_SERVER]) expect(existsSync(join(root, path)), path).toBe(true);
  });

  it('include every file that runs only on PGlite', () => {
    const pgliteOnly = serverTests.filter(skipsOnPostgres);
    expect(pgliteOnly.length).toBeGreaterThan(0);
    expect(pgliteOnly.filter((file) => !listed(file))).toEqual([]);
  });
});
