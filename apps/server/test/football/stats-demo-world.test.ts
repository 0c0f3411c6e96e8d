import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CompetitionId, euroRoutes, fiveLeaguesRoutes } from '@sport/contract';
import { matches, teams } from '../../src/db/schema';
import { realSeasonId } from '../../src/db/ids';
import { catchUpSimulation } from '../../src/feed/live-simulator';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import { buildTestApp, type TestApp } from '../helpers/app';
import { importRealSeasons } from '../helpers/real-seasons';

// The current Premier League season (the real 2026/27: records to 2026-09-20, simulated since, with the demo
// squads scoring the simulated goals), at a clock of the season.
const NOW = new Date('2026-11-26T12:00:00Z');
const PL_SEASON = realSeasonId(CompetitionId.PremierLeague, 2026);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const world = generateWorld({ now: NOW });
  await insertWorld(t.app.db, { ...world, seasons: [], stages: [], matches: [], events: [], nbaTeamProfiles: [] });
  await importRealSeasons(t.app.db, ['football-2026-27-en.1.json', 'football-2024-25-es.1.json'], NOW);
  await catchUpSimulation(t.app.db, NOW);
});
afterAll(() => t.close());

describe('statistics of the current league season', () => {
  it('the table is what the finished matches give, record and simulated alike', async () => {
    const { body } = await t.call(fiveLeaguesRoutes.ranking, { seasonId: PL_SEASON });
    const done = await t.app.db
      .select()
      .from(matches)
      .where(and(eq(matches.seasonId, PL_SEASON), eq(matches.statusId, 8)));
    const names = new Map((await t.app.db.select({ id: teams.id, name: teams.name }).from(teams)).map((r) => [r.id, r.name]));
    const expected = new Map<string, { played: number; points: number; goalsFor: number }>();
    for (const m of done) {
      for (const [team, gf, ga] of [
        [m.homeTeamId, m.homeScore ?? 0, m.awayScore ?? 0],
        [m.awayTeamId, m.awayScore ?? 0, m.homeScore ?? 0],
      ] as const) {
        const name = names.get(team ?? 0) ?? '';
        const row = expected.get(name) ?? { played: 0, points: 0, goalsFor: 0 };
        expected.set(name, { played: row.played + 1, points: row.points + (gf > ga ? 3 : gf === ga ? 1 : 0), goalsFor: row.goalsFor + gf });
      }
    }
    expect(done.some((m) => m.resultSource === 'record') && done.some((m) => m.resultSource === 'simulation')).toBe(true);
    const rows = body.data[0]?.rows ?? [];
    expect(rows).toHaveLength(20);
    for (const r of rows) expect({ team: r.teamName, played: r.played, points: r.points }).toEqual({ team: r.teamName, played: expected.get(r.teamName)?.played, points: expected.get(r.teamName)?.points });
  });

  it('the season list says from which kick-off its results are simulated', async () => {
    const { body } = await t.call(fiveLeaguesRoutes.seasons, { id: CompetitionId.PremierLeague });
    const current = body.data.find((s) => s.isCurrent);
    const [first] = await t.app.db
      .select({ kickoffAt: matches.kickoffAt })
      .from(matches)
      .where(and(eq(matches.seasonId, PL_SEASON), eq(matches.resultSource, 'simulation')))
      .orderBy(matches.kickoffAt)
      .limit(1);
    expect(current).toMatchObject({ seasonId: PL_SEASON, simulatedFrom: first?.kickoffAt.getTime() });
    // After the source's last result (2026-09-20).
    expect(current?.simulatedFrom).toBeGreaterThan(Date.parse('2026-09-20T23:00:00Z'));
    expect(current?.unrecorded).toBeUndefined();
  });

  it('a past season says how many of its matches the source gives no result for, and from which kick-off', async () => {
    // La Liga 2024/25: the source has no score for Matchday 38 (23–25 May 2025, ten matches).
    const { body } = await t.call(fiveLeaguesRoutes.seasons, { id: CompetitionId.LaLiga });
    const past = body.data.find((s) => s.seasonId === realSeasonId(CompetitionId.LaLiga, 2024));
    expect(past?.unrecorded?.count).toBe(10);
    expect(new Date(past?.unrecorded?.from ?? 0).toISOString().slice(0, 10)).toBe('2025-05-23');
    expect(past?.simulatedFrom).toBeUndefined();
    // …and its table counts 37 games a club, the record's.
    const table = await t.call(fiveLeaguesRoutes.ranking, { seasonId: realSeasonId(CompetitionId.LaLiga, 2024) });
    expect(new Set(table.body.data[0]?.rows.map((r) => r.played))).toEqual(new Set([37]));
  });

  it('the current Premier League season: one table of its 20 clubs, points never rising down the table', async () => {
    const { body } = await t.call(fiveLeaguesRoutes.ranking, { seasonId: PL_SEASON });
    expect(body.data).toHaveLength(1);
    const points = body.data[0]?.rows.map((r) => r.points) ?? [];
    expect(points).toHaveLength(20);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('ranks goals and assists from the simulated events, shots on target, saves and minutes from their sheets', async () => {
    for (const order of ['goals', 'assists', 'shots_on_target', 'saves', 'minutes_played'] as const) {
      const { body } = await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: PL_SEASON, order });
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.length).toBeLessThanOrEqual(10);
      const values = body.data.map((r) => r.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    // saves are a goalkeeper's
    const saves = (await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: PL_SEASON, order: 'saves' })).body.data;
    for (const row of saves.slice(0, 3)) {
      expect((await t.call(fiveLeaguesRoutes.playerBasic, { id: row.playerId })).body.data.position).toBe('G');
    }
  });

  it('the top scorer leads their team, and their page and season totals agree', async () => {
    const top = (await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: PL_SEASON, order: 'goals' })).body.data[0];
    if (!top) throw new Error('no scorer');
    const leaders = await t.call(fiveLeaguesRoutes.teamBestPlayers, { seasonId: PL_SEASON, teamId: top.teamId });
    expect(leaders.body.data.leaders.find((l) => l.stat === 'goals')).toMatchObject({ value: top.value, generated: top.generated });
    const profile = await t.call(fiveLeaguesRoutes.playerBasic, { id: top.playerId });
    // the list and the page agree on whether he is the generator's
    expect(profile.body.data).toMatchObject({ id: top.playerId, name: top.playerName, teamId: top.teamId, generated: top.generated });
    expect(profile.body.data.position).not.toBeNull();
    const totals = await t.call(fiveLeaguesRoutes.playerSeasonStat, { seasonId: PL_SEASON, playerId: top.playerId });
    expect(totals.body.data.goals).toBe(top.value);
  });

  it('a Euro call without a current Euro edition in the data is a 404, not a 500', async () => {
    const { status, body } = await t.call(euroRoutes.playerRanking, { order: 'goals' });
    expect([status, body.code]).toEqual([404, 404]);
  });
});
