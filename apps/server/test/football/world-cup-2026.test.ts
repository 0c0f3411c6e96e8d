import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompetitionId, euroRoutes, worldCupRoutes } from '@sport/contract';
import { footballSeasonId, realSeasonId } from '../../src/db/ids';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import { buildTestApp, type TestApp } from '../helpers/app';
import { importRealSeasons } from '../helpers/real-seasons';

// The real World Cup 2026 beside the demo's simulated editions (still generated until those go): what the API offers.
const WC = CompetitionId.WorldCup;
const EURO = CompetitionId.Euro;

let t: TestApp;
let argentina: number;
let spain: number;

beforeAll(async () => {
  t = await buildTestApp();
  const now = new Date();
  const world = generateWorld({ now });
  const demo = [footballSeasonId(WC), footballSeasonId(EURO)];
  argentina = world.teams.find((team) => team.nameEn === 'Argentina')?.id ?? 0;
  spain = world.teams.find((team) => team.nameEn === 'Spain')?.id ?? 0;
  await insertWorld(t.app.db, {
    competitions: world.competitions,
    seasons: world.seasons.filter((s) => demo.includes(s.id)),
    stages: world.stages.filter((s) => demo.includes(s.seasonId)),
    teams: world.teams,
    players: world.players.filter((p) => p.teamId === argentina),
    matches: world.matches.filter((m) => demo.includes(m.seasonId)),
    events: [],
  });
  await importRealSeasons(t.app.db, ['worldcup-2022.json', 'euro-2024.json', 'worldcup-2026.json'], now);
});
afterAll(() => t.close());

describe('World Cup 2026 (real), the present', () => {
  it('offers 2026 (current) and 2022, no simulated edition; the Euro offers 2024 as current, no "2026"', async () => {
    const wc = (await t.call(worldCupRoutes.editions)).body.data;
    expect(wc.map((e) => [e.name, e.isCurrent])).toEqual([
      ['2026', true],
      ['2022', false],
    ]);
    const euro = (await t.call(euroRoutes.editions)).body.data;
    expect(euro.map((e) => [e.name, e.isCurrent])).toEqual([['2024', true]]);
  });

  it('answers the current edition without a seasonId: the bracket from the round of 32 to Spain 1–0 Argentina a.e.t.', async () => {
    const bracket = (await t.call(worldCupRoutes.knockout, {})).body.data;
    expect(bracket.map((r) => [r.name, r.matches.length])).toEqual([
      ['1/16决赛', 16],
      ['1/8决赛', 8],
      ['1/4决赛', 4],
      ['半决赛', 2],
      ['三四名决赛', 1],
      ['决赛', 1],
    ]);
    expect(bracket.at(-1)?.matches[0]).toMatchObject({
      homeId: spain,
      awayId: argentina,
      homeScore: 1,
      awayScore: 0,
      awayName: '阿根廷',
    });
  });

  it('ranks the twelve groups by the 2026 rule, winners first', async () => {
    const groups = (await t.call(worldCupRoutes.ranking, {})).body.data;
    expect(groups).toHaveLength(12);
    expect(groups.find((g) => g.groupName === 'J')?.rows[0]).toMatchObject({ teamId: argentina });
  });

  it('marks the eight best thirds as through: exactly the thirds who played the round of 32', async () => {
    const groups = (await t.call(worldCupRoutes.ranking, {})).body.data;
    const thirds = groups.map((g) => g.rows.find((r) => r.rank === 3));
    const through = thirds.filter((r) => r?.zone === 'best-third').map((r) => r?.teamId);
    expect(through).toHaveLength(8);
    const r32 = (await t.call(worldCupRoutes.knockout, {})).body.data[0]?.matches ?? [];
    const inR32 = new Set(r32.flatMap((m) => [m.homeId, m.awayId]));
    expect(thirds.filter((r) => r && inR32.has(r.teamId)).map((r) => r?.teamId)).toEqual(through);
    expect(groups.flatMap((g) => g.rows.filter((r) => r.rank === 4 && r.zone !== null))).toEqual([]);
  });

  it('Euro 2024: the four best thirds are the real ones (Netherlands, Georgia, Slovakia, Slovenia)', async () => {
    const groups = (await t.call(euroRoutes.ranking, {})).body.data;
    const through = groups.flatMap((g) => g.rows.filter((r) => r.zone === 'best-third').map((r) => r.teamName));
    expect(through.sort()).toEqual(['斯洛伐克', '斯洛文尼亚', '格鲁吉亚', '荷兰'].sort());
  });

  it('lists the scorers from the real goals, own goals apart', async () => {
    const top = (await t.call(worldCupRoutes.playerRanking, { order: 'goals' })).body.data;
    expect(top.length).toBeGreaterThan(0);
    expect(top[0]?.value).toBeGreaterThanOrEqual(top.at(-1)?.value ?? 0);
    // the record's scorers: none of them is a generated player
    expect(top.some((r) => r.generated)).toBe(false);
  });

  it("a 2026 team's page shows its real squad of 26, not the generated players", async () => {
    const { body } = await t.call(worldCupRoutes.lineUp, { id: argentina });
    expect(body.data.players).toHaveLength(26);
    expect(body.data.players.map((p) => p.shirtNumber).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 26 }, (_, i) => i + 1),
    );
    expect(body.data.players.find((p) => p.shirtNumber === 10)).toMatchObject({ name: '梅西', position: 'F' });
  });

  it('the editions and tables of 2022 stay as they were', async () => {
    const groups = (await t.call(worldCupRoutes.ranking, { seasonId: realSeasonId(WC, 2022) })).body.data;
    expect(groups).toHaveLength(8);
  });
});
