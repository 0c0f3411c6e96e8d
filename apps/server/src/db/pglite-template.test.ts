import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from './client';
import { findBuiltTemplate, templateFileName, writeBuiltTemplate } from './pglite-template';

const dir = mkdtempSync(join(tmpdir(), 'sport-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the build's migrated PGlite template", () => {
  it('is found from below the dist folder it was written to, and is a database with every migration applied', async () => {
    const dist = join(dir, 'server', 'dist');
    mkdirSync(dist, { recursive: true });
    await writeBuiltTemplate(migrationsFolder(), dist);
    const found = findBuiltTemplate(migrationsFolder(), join(dir, 'server', 'src', 'db'));
    expect(found).toBeDefined();

    const client = await PGlite.create(join(dir, 'data'), { loadDataDir: found });
    try {
      const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await client.close();
    }
    // Two PGlite databases made and one dumped: seconds of WASM each, many more beside a busy neighbour.
  }, 240_000);

  it('is not used for other migrations: a changed migration changes the name a start looks for', () => {
    const copy = join(dir, 'drizzle-copy');
    cpSync(migrationsFolder(), copy, { recursive: true });
    const before = templateFileName(copy);
    appendFileSync(join(copy, '0000_init.sql'), '\n-- changed\n');
    expect(templateFileName(copy)).not.toBe(before);
    expect(findBuiltTemplate(copy, join(dir, 'server', 'src', 'db'))).toBeUndefined();
  });
});
