import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../../test/helpers/db';
import { applyFeed } from './apply';
import { demoAdapter } from './demo-adapter';
import { insertWorld } from './seed';
import { generateWorld } from './world/generate-world';

const NOW = new Date('2026-11-21T14:20:00Z');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertWorld(database.db, generateWorld({ seed: 7, now: NOW }));
}, 300_000);

afterAll(async () => {
  await database.close();
});

describe('the demo world as a feed adapter', () => {
  it('goes through the same writer: the same world again changes nothing', async () => {
    const world = generateWorld({ seed: 7, now: NOW });
    const result = await applyFeed(database.db, demoAdapter(world));
    expect(result).toMatchObject({ inserted: 0, updated: 0 });
    expect(result.matches).toEqual({ inserted: 0, updated: 0, unchanged: world.matches.length });
  }, 120_000);
});
