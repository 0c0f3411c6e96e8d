import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompetitionId, euroRoutes, fiveLeaguesRoutes, worldCupRoutes } from '@sport/contract';
import { footballSeasonId } from '../../src/feed/ids';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import type { WorldRows } from '../../src/feed/world/types';
import { buildTestApp, type TestApp } from '../helpers/app';

// The demo world's current World Cup and Premier League season, with their squads and match events.
const WC_SEASON = footballSeasonId(CompetitionId.WorldCup);
const PL_SEASON = footballSeasonId(CompetitionId.PremierLeague);

let t: TestApp;
let world: WorldRows;

beforeAll(async () => {
  t = await buildTestApp();
  world = generateWorld({ now: new Date() });
  const kept = new Set([WC_SEASON, PL_SEASON]);
  const keptMatches = world.matches.filter((m) => kept.has(m.seasonId));
  const matchIds = new Set(keptMatches.map((m) => m.id));
  await insertWorld(t.app.db, {
    ...world,
    seasons: world.seasons.filter((s) => kept.has(s.id)),
    stages: world.stages.filter((s) => kept.has(s.seasonId)),
    matches: keptMatches,
    events: world.events.filter((e) => matchIds.has(e.matchId)),
  });
});
afterAll(() => t.close());

describe('statistics of the demo world’s current seasons', () => {
  it('the current World Cup: every group of the group stage, the first two of each qualified', async () => {
    const { body } = await t.call(worldCupRoutes.ranking, {});
    const groupStage = world.stages.find((s) => s.seasonId === WC_SEASON && (s.groupNames?.length ?? 0) > 0);
    expect(body.data.map((g) => g.groupName)).toEqual(groupStage?.groupNames);
    for (const group of body.data) {
      expect(group.stageId).toBe(groupStage?.id);
      expect(group.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
      expect(group.rows.slice(0, 2).every((r) => r.zone === 'qualified' && r.note === '出线')).toBe(true);
      expect(group.rows.every((r) => r.won + r.draw + r.loss === r.played && r.points === 3 * r.won + r.draw)).toBe(
        true,
      );
    }
  });

  it('the current Premier League season: one table of its 20 clubs, points never rising down the table', async () => {
    const { body } = await t.call(fiveLeaguesRoutes.ranking, { seasonId: PL_SEASON });
    expect(body.data).toHaveLength(1);
    const points = body.data[0]?.rows.map((r) => r.points) ?? [];
    expect(points).toHaveLength(20);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('ranks goals and assists from the demo events; shots, saves and minutes are not in the data', async () => {
    for (const order of ['goals', 'assists'] as const) {
      const { body } = await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: PL_SEASON, order });
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.length).toBeLessThanOrEqual(10);
      const values = body.data.map((r) => r.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    expect((await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: PL_SEASON, order: 'saves' })).body.data).toEqual(
      [],
    );
  });

  it('the top scorer leads their team, and their page and season totals agree', async () => {
    const top = (await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: PL_SEASON, order: 'goals' })).body.data[0];
    if (!top) throw new Error('no scorer');
    const leaders = await t.call(fiveLeaguesRoutes.teamBestPlayers, { seasonId: PL_SEASON, teamId: top.teamId });
    expect(leaders.body.data.leaders.find((l) => l.stat === 'goals')?.value).toBe(top.value);
    const profile = await t.call(fiveLeaguesRoutes.playerBasic, { id: top.playerId });
    expect(profile.body.data).toMatchObject({ id: top.playerId, name: top.playerName, teamId: top.teamId });
    expect(profile.body.data.position).not.toBeNull();
    const totals = await t.call(fiveLeaguesRoutes.playerSeasonStat, { seasonId: PL_SEASON, playerId: top.playerId });
    expect(totals.body.data.goals).toBe(top.value);
  });

  it('a Euro call without a current Euro edition in the data is a 404, not a 500', async () => {
    const { status, body } = await t.call(euroRoutes.playerRanking, { order: 'goals' });
    expect([status, body.code]).toEqual([404, 404]);
  });
});
