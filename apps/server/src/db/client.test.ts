import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { insertWorld, isWorldSeeded } from '../feed/seed';
import { generateWorld } from '../feed/world/generate-world';
import { migrationsFolder, openDatabase, type Db } from './client';
import { matches, players } from './schema';

const dir = mkdtempSync(join(tmpdir(), 'sport-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Db a module holds', () => {
  it('reaches tables only through their schema imports: no relational query over the whole schema', () => {
    // @ts-expect-error -- `db.query.<table>` would reach another module's table without an import the lint sees
    const reach = (db: Db): unknown => db.query.users;
    expect(reach).toBeTypeOf('function');
  });
});

describe('openDatabase on PGlite', () => {
  it('finds the committed migrations', () => {
    expect(migrationsFolder()).toMatch(/apps\/server\/drizzle$/);
  });

  it('creates the folder, migrates, and keeps the data across a restart', async () => {
    const dataDir = join(dir, 'nested', 'data');
    const first = await openDatabase({ dataDir });
    await first.ping();
    expect(first.kind).toBe('pglite');
    // The generated world (its squads, fixtures, events and box scores): thousands of rows over many pages, without
    // the whole demo seed on top (test/start/restart.test.ts starts the real server for that).
    await insertWorld(first.db, generateWorld({ seed: 5, now: new Date('2026-03-01T18:00:00Z') }));
    const [before] = await first.db.select({ n: count() }).from(matches);
    const [squads] = await first.db.select({ n: count() }).from(players);
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const [after] = await second.db.select({ n: count() }).from(matches);
      const [squadsAfter] = await second.db.select({ n: count() }).from(players);
      expect(after?.n).toBe(before?.n);
      expect(after?.n).toBeGreaterThan(1000);
      expect(squadsAfter?.n).toBe(squads?.n);
      expect(await isWorldSeeded(second.db)).toBe(true);
    } finally {
      await second.close();
    }
  }, 240_000);
});
