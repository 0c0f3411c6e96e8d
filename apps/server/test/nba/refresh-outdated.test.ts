import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, countDistinct, eq } from 'drizzle-orm';
import { competitions, matches, nbaBoxScores, nbaTeamProfiles, nbaWorldBuild } from '../../src/db/schema';
import { insertWorld, refreshOutdatedNba } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import { createTestDatabase } from '../helpers/db';
import { nbaWorld } from '../helpers/nba-world';
import type { Database } from '../../src/db/client';
import type { WorldRows } from '../../src/feed/world/types';

const NOW = new Date('2026-11-21T14:20:00Z');
let database: Database;
let running: WorldRows['matches'] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const world = generateWorld({ now: NOW });
  // An NBA seeded before the record and the league's calendar: an invented 2023-24 regular season (demo rows in
  // place of what the record does not hold), the running season's games at other times, no box scores.
  const nba = nbaWorld(world, world.seasons.filter((s) => s.competitionId === 1).map((s) => s.id));
  running = nba.matches.filter((m) => m.seasonId === 1911);
  const invented = running.filter((m) => m.kind === 'regular').map((m, i) => ({ ...m, id: 15_660_000 + i, seasonId: 1566, stageId: 15_661 }));
  await insertWorld(database.db, {
    ...nba,
    matches: [...invented, ...running.map((m) => ({ ...m, kickoffAt: new Date(m.kickoffAt.getTime() - 12 * 3600_000) }))],
    events: [],
  });
  // …and before the coaches: no profiles, no build recorded.
  await database.db.delete(nbaBoxScores);
  await database.db.delete(nbaTeamProfiles);
  await database.db.delete(nbaWorldBuild);
}, 120_000);
afterAll(() => database.close());

const countOf = async (where?: ReturnType<typeof eq>) => (await database.db.select({ n: count() }).from(matches).where(where))[0]?.n;

describe('an NBA seeded by an older build', () => {
  it('is made again once: the record’s games, the running season’s calendar and the box scores are there, the rest untouched', async () => {
    expect(await refreshOutdatedNba(database.db, { now: NOW })).toBe(true);
    expect(await countOf(eq(matches.source, 'nba-record'))).toBe(12);
    // a box score for every finished simulated game (the record's games have none)
    const [lines] = await database.db.select({ n: countDistinct(nbaBoxScores.matchId) }).from(nbaBoxScores);
    expect(lines?.n).toBe(running.filter((m) => m.statusId === 10).length);
    // the invented 2023-24 regular season is gone: that season holds the record's five Finals games alone
    expect(await countOf(eq(matches.seasonId, 1566))).toBe(5);
    // the running season on its calendar: its games at the generator's times, its Cup group stage
    const [first] = await database.db.select().from(matches).where(eq(matches.id, running[0]?.id ?? 0));
    expect(first?.kickoffAt).toEqual(running[0]?.kickoffAt);
    expect(await countOf(eq(matches.stageId, 19_113))).toBe(60);
    expect(await database.db.select().from(nbaTeamProfiles)).toHaveLength(30);
    expect((await database.db.select().from(competitions)).map((c) => c.id)).toEqual([1]);
    const total = await countOf();
    expect(await refreshOutdatedNba(database.db, { now: NOW })).toBe(false);
    expect(await countOf()).toBe(total);
    // rebuilding four NBA seasons with their box scores is a first start's work, not a unit's
  }, 120_000);
});
