import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, between, eq, sum } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { matches, nbaBoxScores } from '../../src/db/schema';
import { simulateTick } from '../../src/feed/live-simulator';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import { createTestDatabase } from '../helpers/db';

// The running NBA season only, seeded at NOW; the simulator then moves its live games on.
const NOW = new Date('2026-11-21T14:20:00Z');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const world = generateWorld({ now: NOW });
  const nbaTeams = new Set(world.teams.filter((t) => t.sportId === 2).map((t) => t.id));
  await insertWorld(database.db, {
    ...world,
    competitions: world.competitions.filter((c) => c.id === 1),
    seasons: world.seasons.filter((s) => s.id === 1911),
    stages: world.stages.filter((s) => s.seasonId === 1911),
    teams: world.teams.filter((t) => nbaTeams.has(t.id)),
    players: world.players.filter((p) => nbaTeams.has(p.teamId ?? 0)),
    matches: world.matches.filter((m) => m.seasonId === 1911),
    events: [],
  });
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
