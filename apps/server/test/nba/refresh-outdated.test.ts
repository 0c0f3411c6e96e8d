import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { competitions, matches, nbaBoxScores, nbaTeamProfiles, nbaWorldBuild } from '../../src/db/schema';
import { insertWorld, refreshOutdatedNba } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import { createTestDatabase } from '../helpers/db';
import { nbaWorld } from '../helpers/nba-world';
import type { Database } from '../../src/db/client';

const NOW = new Date('2026-11-21T14:20:00Z');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const world = generateWorld({ now: NOW });
  // An NBA seeded before the record: its 2024 Finals simulated (demo rows), no box scores.
  const nba = nbaWorld(world, world.seasons.filter((s) => s.competitionId === 1).map((s) => s.id));
  await insertWorld(database.db, {
    ...nba,
    matches: nba.matches.filter((m) => m.seasonId === 1745).map((m) => ({ ...m, source: 'demo' as const })),
    events: [],
  });
  // …and before the Cup groups, the 2023-24 seeds and the coaches: no profiles, no build recorded.
  await database.db.delete(nbaBoxScores);
  await database.db.delete(nbaTeamProfiles);
  await database.db.delete(nbaWorldBuild);
}, 120_000);
afterAll(() => database.close());

const countOf = async (where?: ReturnType<typeof eq>) => (await database.db.select({ n: count() }).from(matches).where(where))[0]?.n;

describe('an NBA seeded by an older build', () => {
  it('is made again once: the record’s games and the box scores are there, the rest untouched', async () => {
    expect(await refreshOutdatedNba(database.db, { now: NOW })).toBe(true);
    expect(await countOf(eq(matches.source, 'nba-record'))).toBe(12);
    const [lines] = await database.db.select({ n: count() }).from(nbaBoxScores);
    expect(lines?.n).toBeGreaterThan(10_000);
    // the 2024-25 Cup group stage and every team's coach and arena
    expect(await countOf(eq(matches.stageId, 17_453))).toBe(60);
    expect(await database.db.select().from(nbaTeamProfiles)).toHaveLength(30);
    expect((await database.db.select().from(competitions)).map((c) => c.id)).toEqual([1]);
    const total = await countOf();
    expect(await refreshOutdatedNba(database.db, { now: NOW })).toBe(false);
    expect(await countOf()).toBe(total);
    // rebuilding four NBA seasons with their box scores is a first start's work, not a unit's
  }, 120_000);
});
