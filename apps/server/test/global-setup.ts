import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../src/db/client';
import { migratedDump } from '../src/db/pglite-template';
import { adminQuery, withDatabase } from './helpers/admin-query';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty database every test file copies instead of migrating its own (see helpers/db.ts). */
    databaseTemplate: { kind: 'pglite'; dump: string } | { kind: 'postgres'; name: string };
  }
}

/**
 * Once per run: one migrated database as a template. A fresh PGlite runs initdb (≈3 s) and the migrations each
 * time, in every test file that opens one; loading a dumped data folder takes a fraction of that. On PostgreSQL,
 * CREATE DATABASE … TEMPLATE copies the migrated schema instead of replaying the migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const template = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), dataDir: 'memory://' });
    await template.close();
    project.provide('databaseTemplate', { kind: 'postgres', name });
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'sport-test-template-'));
  const dump = join(folder, 'pglite.tar');
  // The migrator openDatabase runs finds them all applied when a test file opens the copy.
  writeFileSync(dump, Buffer.from(await (await migratedDump(migrationsFolder())).arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', dump });
  return () => {
    rmSync(folder, { recursive: true, force: true });
    return Promise.resolve();
  };
}
