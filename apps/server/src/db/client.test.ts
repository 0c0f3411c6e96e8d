import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { seedDemo } from '../feed/seed';
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
    const seeded = await seedDemo(first.db, { seed: 5, now: new Date('2026-03-01T18:00:00Z') });
    expect(seeded.seeded).toBe(true);
    const [before] = await first.db.select({ n: count() }).from(matches);
    const [squads] = await first.db.select({ n: count() }).from(players);
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const [after] = await second.db.select({ n: count() }).from(matches);
      const [squadsAfter] = await second.db.select({ n: count() }).from(players);
      expect(after?.n).toBe(before?.n);
      expect(after?.n).toBeGreaterThan(4000);
      expect(squadsAfter?.n).toBe(squads?.n);
      expect((await seedDemo(second.db)).seeded).toBe(false);
    } finally {
      await second.close();
    }
  }, 600_000);
});
