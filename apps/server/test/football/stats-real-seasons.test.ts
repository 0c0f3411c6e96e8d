import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompetitionId, euroRoutes, fiveLeaguesRoutes, worldCupRoutes } from '@sport/contract';
import { realSeasonId } from '../../src/db/ids';
import { generateWorld } from '../../src/feed/world/generate-world';
import { buildTestApp, type TestApp } from '../helpers/app';
import { seedRealSeasons } from '../helpers/real-seasons';

// The statistics of real seasons (openfootball, CC0): each expectation is the real final table or scorers.
const PL_2024 = realSeasonId(CompetitionId.PremierLeague, 2024);
const LALIGA_2024 = realSeasonId(CompetitionId.LaLiga, 2024);
const WC_2022 = realSeasonId(CompetitionId.WorldCup, 2022);
const EURO_2024 = realSeasonId(CompetitionId.Euro, 2024);

let t: TestApp;
const teamId = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp();
  const now = new Date();
  const world = generateWorld({ now });
  for (const team of world.teams) teamId.set(team.nameEn, team.id);
  await seedRealSeasons(t.app.db, world, ['football-2024-25-en.1.json', 'football-2024-25-es.1.json', 'worldcup-2022.json', 'euro-2024.json'], now);
});
afterAll(() => t.close());

const idOf = (nameEn: string): number => {
  const id = teamId.get(nameEn);
  if (id === undefined) throw new Error(`no team ${nameEn}`);
  return id;
};

describe('league tables of 2024/25', () => {
  it('Premier League: Liverpool champions on 84 points, Southampton last on 12', async () => {
    const { body } = await t.call(fiveLeaguesRoutes.ranking, { seasonId: PL_2024 });
    const rows = body.data[0]?.rows ?? [];
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({
      rank: 1,
      teamId: idOf('Liverpool'),
      played: 38,
      points: 84,
      zone: 'ucl',
      note: '欧冠',
    });
    expect(rows[19]).toMatchObject({
      rank: 20,
      teamId: idOf('Southampton'),
      played: 38,
      points: 12,
      zone: 'relegation',
    });
  });

  it('La Liga: matchday 38 has no scores in the source, so every team has played 37 (370 results), none invented', async () => {
    const { body } = await t.call(fiveLeaguesRoutes.ranking, { seasonId: LALIGA_2024 });
    const rows = body.data[0]?.rows ?? [];
    expect(rows).toHaveLength(20);
    expect(rows.reduce((sum, r) => sum + r.played, 0) / 2).toBe(370);
    expect(rows.every((r) => r.played === 37)).toBe(true);
    expect(rows[0]).toMatchObject({ teamId: idOf('Barcelona'), points: 85 });
  });

  it('answers Liverpool’s home and away records as numbers', async () => {
    const { body } = await t.call(fiveLeaguesRoutes.homeAway, { seasonId: PL_2024 });
    expect(body.data.find((r) => r.teamId === idOf('Liverpool'))).toMatchObject({
      groupName: null,
      homeWon: 14,
      homeDraw: 4,
      homeLoss: 1,
      homeTotal: 19,
      homePoints: 46,
      awayWon: 11,
      awayDraw: 5,
      awayLoss: 3,
      awayTotal: 19,
      awayPoints: 38,
    });
  });
});

describe('group tables', () => {
  it('World Cup 2022 group C: Argentina, Poland over Mexico on goal difference, Saudi Arabia', async () => {
    const { body } = await t.call(worldCupRoutes.ranking, { seasonId: WC_2022, groupName: 'C' });
    expect(body.data).toHaveLength(1);
    const rows = body.data[0]?.rows ?? [];
    expect(rows.map((r) => r.teamId)).toEqual(['Argentina', 'Poland', 'Mexico', 'Saudi Arabia'].map(idOf));
    expect(rows.map((r) => [r.points, r.goalDiff])).toEqual([
      [6, 3],
      [4, 0],
      [4, -1],
      [3, -2],
    ]);
    expect(rows.map((r) => r.zone)).toEqual(['qualified', 'qualified', null, null]);
  });

  it('World Cup 2022 without a group name: all eight groups of the group stage', async () => {
    const { body } = await t.call(worldCupRoutes.ranking, { seasonId: WC_2022 });
    expect(body.data.map((g) => g.groupName)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(body.data.every((g) => g.rows.length === 4 && g.rows.every((r) => r.played === 3))).toBe(true);
  });

  it('Euro 2024 group D: Austria, France, Netherlands, Poland', async () => {
    const { body } = await t.call(euroRoutes.ranking, { seasonId: EURO_2024, groupName: 'D' });
    expect(body.data[0]?.rows.map((r) => [r.teamId, r.points])).toEqual([
      [idOf('Austria'), 6],
      [idOf('France'), 5],
      [idOf('Netherlands'), 4],
      [idOf('Poland'), 1],
    ]);
  });

  it('Euro 2024 home/away numbers of a group, as the fixtures name home and away', async () => {
    const { body } = await t.call(euroRoutes.homeAway, { seasonId: EURO_2024, groupName: 'A' });
    expect(body.data).toHaveLength(4);
    const germany = body.data.find((r) => r.teamId === idOf('Germany'));
    // Germany hosted Scotland (5-1) and Hungary (2-0); Switzerland 1-1 Germany is listed with Germany away.
    expect(germany).toMatchObject({
      groupName: 'A',
      homeWon: 2,
      homeDraw: 0,
      homeLoss: 0,
      homeTotal: 2,
      homePoints: 6,
      awayWon: 0,
      awayDraw: 1,
      awayLoss: 0,
      awayTotal: 1,
      awayPoints: 1,
    });
  });
});

describe('player rankings from real scorers', () => {
  it('World Cup 2022 goals: Mbappé 8 first, Messi 7 second (own goals and shoot-outs not counted)', async () => {
    const { body } = await t.call(worldCupRoutes.playerRanking, { seasonId: WC_2022, order: 'goals' });
    expect(body.data.slice(0, 2).map((r) => [r.rank, r.teamId, r.value])).toEqual([
      [1, idOf('France'), 8],
      [2, idOf('Argentina'), 7],
    ]);
    expect(body.data[0]?.playerName).toBe('姆巴佩');
    expect(body.data[1]?.playerName).toBe('梅西');
    expect(body.data).toHaveLength(10);
  });

  it('Euro 2024 goals: six players on 3, in name order', async () => {
    const { body } = await t.call(euroRoutes.playerRanking, { seasonId: EURO_2024, order: 'goals' });
    const top = body.data.filter((r) => r.value === 3);
    expect(top.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(top.map((r) => r.playerName)).toEqual(
      [...top.map((r) => r.playerName)].sort((a, b) => a.localeCompare(b, 'zh-CN')),
    );
    expect(body.data[6]?.value).toBeLessThan(3);
  });

  it('a stat the real data does not hold is an empty list, never invented', async () => {
    for (const order of ['assists', 'shots_on_target', 'saves', 'minutes_played'] as const) {
      expect((await t.call(worldCupRoutes.playerRanking, { seasonId: WC_2022, order })).body.data).toEqual([]);
    }
  });

  it('a team’s leaders: Argentina’s best scorer of 2022 is Messi', async () => {
    const { body } = await t.call(worldCupRoutes.teamLeaders, { seasonId: WC_2022, teamId: idOf('Argentina') });
    // a real player of a real season: not marked as the generator's
    expect(body.data.leaders).toEqual([expect.objectContaining({ stat: 'goals', value: 7, generated: false })]);
  });
});
