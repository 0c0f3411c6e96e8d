import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { adminQuery, withDatabase } from './admin-query';

let templateDump: Blob | undefined;

/** The migrated template test/global-setup.ts dumped, read once per test file (a worker runs one file at a time). */
function pgliteTemplate(path: string): Blob {
  templateDump ??= new Blob([readFileSync(path)]);
  return templateDump;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with DATABASE_URL set,
 * a new PostgreSQL database `test_<random>` on that server, dropped again on close. Both start as a copy of the
 * run's migrated template (global-setup.ts), so no test file sees another's rows.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = template?.kind === 'pglite' ? pgliteTemplate(template.dump) : undefined;
    return openDatabase({ dataDir: 'memory://', loadDataDir });
  }

  const name = `test_${randomBytes(6).toString('hex')}`;
  const from = template?.kind === 'postgres' ? ` template ${template.name}` : '';
  await adminQuery(serverUrl, `create database ${name}${from}`);
  const url = withDatabase(serverUrl, name);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  } catch (error) {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
