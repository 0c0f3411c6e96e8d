import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, between, eq, sum } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { matches, nbaBoxScores } from '../../src/db/schema';
import { simulateTick } from '../../src/feed/live-simulator';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import { createTestDatabase } from '../helpers/db';
import { nbaWorld } from '../helpers/nba-world';

// The running NBA season only, seeded at NOW (21:30 Eastern on a US game night); the simulator then moves its live games on.
const NOW = new Date('2026-11-22T02:30:00Z');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertWorld(database.db, { ...nbaWorld(generateWorld({ now: NOW }), [1911]), events: [] });
}, 120_000);
afterAll(() => database.close());

const pointsOf = async (matchId: number, teamId: number) =>
  (
    await database.db
      .select({ n: sum(nbaBoxScores.points).mapWith(Number) })
      .from(nbaBoxScores)
      .where(and(eq(nbaBoxScores.matchId, matchId), eq(nbaBoxScores.teamId, teamId)))
  )[0]?.n ?? 0;

describe('box scores of live NBA games', () => {
  it('sum to the score at seed time and again after the simulator moves the game on', async () => {
    const [live] = await database.db.select().from(matches).where(and(eq(matches.sportId, 2), between(matches.statusId, 2, 8))).limit(1);
    if (!live) throw new Error('no live game');
    expect(await pointsOf(live.id, live.homeTeamId ?? 0)).toBe(live.homeScore);
    await simulateTick(database.db, new Date(NOW.getTime() + 40 * 60_000), async () => {});
    const [moved] = await database.db.select().from(matches).where(eq(matches.id, live.id));
    expect((moved?.homeScore ?? 0) + (moved?.awayScore ?? 0)).toBeGreaterThan((live.homeScore ?? 0) + (live.awayScore ?? 0));
    expect(await pointsOf(live.id, live.homeTeamId ?? 0)).toBe(moved?.homeScore);
    expect(await pointsOf(live.id, live.awayTeamId ?? 0)).toBe(moved?.awayScore);
  });
});
