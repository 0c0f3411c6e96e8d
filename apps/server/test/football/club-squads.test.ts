import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiveLeaguesRoutes, worldCupRoutes } from '@sport/contract';
import { and, asc, eq } from 'drizzle-orm';
import { players } from '../../src/db/schema';
import { renameOutdatedDemoPlayers } from '../../src/feed/demo-player-names';
import { placeRealClubPlayers } from '../../src/feed/real-club-players';
import { worldCupGoals } from '../../src/feed/record-goals';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import { buildTestApp, type TestApp } from '../helpers/app';
import { importRealSeasons } from '../helpers/real-seasons';

// A database holding the generated world and the real World Cup 2026 (as an older build left it): on its next
// start the World Cup squads' players of our league clubs take generated places there.
const NOW = new Date('2026-11-21T14:20:00Z');
const world = generateWorld({ now: NOW });
const teamId = (nameEn: string) => world.teams.find((x) => x.nameEn === nameEn)?.id ?? 0;
const generatedOf = (id: number) => world.players.filter((p) => p.teamId === id);

let t: TestApp;
let placed: number;

beforeAll(async () => {
  t = await buildTestApp();
  await insertWorld(t.app.db, { ...world, seasons: [], stages: [], matches: [], events: [] });
  await importRealSeasons(t.app.db, ['worldcup-2026.json'], NOW);
  placed = await placeRealClubPlayers(t.app.db);
}, 120_000);
afterAll(() => t.close());

const squadOf = async (id: number) => (await t.call(fiveLeaguesRoutes.teamLineUp, { id })).body.data.players;

describe('real players at their clubs (World Cup 2026 squads)', () => {
  it("shows Arsenal's real players beside generated ones, on the squad's own ids; a real one with no invented shirt number", async () => {
    const arsenal = teamId('Arsenal');
    const generated = generatedOf(arsenal);
    const squad = await squadOf(arsenal);
    expect(squad.map((p) => p.id).sort()).toEqual(generated.map((p) => p.id).sort());
    // no file we have gives a club's numbers: Saka (7 at Arsenal) would otherwise wear his place's generated one
    const [real, still] = [15, generated.length - 15];
    expect(squad.filter((p) => p.shirtNumber === null)).toHaveLength(real);
    const numbered = squad.filter((p) => p.shirtNumber !== null);
    expect(numbered).toHaveLength(still);
    // the answer says which players are the generator's, for the page to say so
    expect(squad.filter((p) => p.generated)).toEqual(numbered);
    expect(new Set(numbered.map((p) => p.shirtNumber)).size).toBe(still);
    expect(numbered.map((p) => [p.id, p.shirtNumber])).toEqual(
      expect.arrayContaining(generated.filter((g) => numbered.some((p) => p.id === g.id)).map((g) => [g.id, g.number])),
    );

    const names = squad.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['布卡约·萨卡', '德克兰·赖斯', '大卫·拉亚', '维克托·约克雷斯', '皮耶罗·因卡皮耶']));
    const saka = squad.find((p) => p.name === '布卡约·萨卡');
    const unknown = { shirtNumber: null, height: null, weight: null };
    expect(saka).toMatchObject({ position: 'F', nationality: '英格兰', birthday: Date.UTC(2001, 8, 5), ...unknown, generated: false });
    const page = await t.call(fiveLeaguesRoutes.playerBasic, { id: saka?.id ?? 0 });
    expect(page.body.data).toMatchObject({ name: '布卡约·萨卡', generated: false });
    // The other places stay generated, under the names the generator gave them.
    const rows = await t.app.db.select().from(players).where(eq(players.teamId, arsenal)).orderBy(asc(players.id));
    const stillGenerated = rows.filter((r) => r.source === 'demo');
    expect(rows.filter((r) => r.source === 'openfootball')).toHaveLength(15);
    expect(stillGenerated).toHaveLength(generated.length - 15);
    expect(stillGenerated.map((r) => [r.id, r.name])).toEqual(
      generated.filter((g) => stillGenerated.some((r) => r.id === g.id)).map((g) => [g.id, g.name]),
    );
    expect(squad.filter((p) => p.position === 'G').length).toBeGreaterThanOrEqual(3);
  });

  it('places a German club’s players by the source’s own spelling (FC Bayern München)', async () => {
    const names = (await squadOf(teamId('Bayern Munich'))).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['哈里·凯恩', '约书亚·基米希']));
  });

  it('leaves a national team showing its real World Cup squad alone', async () => {
    const england = (await t.call(worldCupRoutes.lineUp, { id: teamId('England') })).body.data.players;
    expect(england).toHaveLength(26);
    expect(england.map((p) => p.name)).toEqual(expect.arrayContaining(['布卡约·萨卡']));
  });

  it('gives a player an older build placed in Latin letters the Chinese name the tables now have, in his place', async () => {
    const atLiverpool = and(eq(players.teamId, teamId('Liverpool')), eq(players.nameEn, 'Andy Robertson'));
    const [before] = await t.app.db.select().from(players).where(atLiverpool);
    expect(before?.name).toBe('安德鲁·罗伯逊');
    await t.app.db.update(players).set({ name: 'Andy Robertson' }).where(atLiverpool);
    expect(await placeRealClubPlayers(t.app.db)).toBe(0);
    const [after] = await t.app.db.select().from(players).where(atLiverpool);
    expect(after).toEqual(before);
  });

  it('takes back the generated shirt number an older build left a placed player with', async () => {
    const atArsenal = and(eq(players.teamId, teamId('Arsenal')), eq(players.nameEn, 'Bukayo Saka'));
    await t.app.db.update(players).set({ number: 24 }).where(atArsenal);
    expect(await placeRealClubPlayers(t.app.db)).toBe(0);
    // the row itself: the squad's answer is cached from the first read
    const [saka] = await t.app.db.select({ number: players.number }).from(players).where(atArsenal);
    expect(saka).toEqual({ number: null });
  });

  it('changes nothing on a second start, and the generated-name upgrade leaves real and generated names alone', async () => {
    expect(placed).toBeGreaterThan(400);
    const before = await t.app.db.select().from(players).orderBy(asc(players.id));
    expect(await placeRealClubPlayers(t.app.db)).toBe(0);
    expect(await renameOutdatedDemoPlayers(t.app.db)).toBe(0);
    expect(await t.app.db.select().from(players).orderBy(asc(players.id))).toEqual(before);
  });

  it('carries a placed player’s World Cup 2026 goals to his club, which a simulated match leans on', async () => {
    const goals = await worldCupGoals(t.app.db);
    const at = async (club: string, nameEn: string) => {
      const [row] = await t.app.db
        .select({ nameEn: players.nameEn })
        .from(players)
        .where(and(eq(players.teamId, teamId(club)), eq(players.nameEn, nameEn)));
      return goals.get(row?.nameEn ?? '') ?? 0;
    };
    // the tournament's top scorer at his club, and a club team-mate who did not score there
    expect(await at('Real Madrid', 'Kylian Mbappé')).toBe(Math.max(...goals.values()));
    expect(await at('Arsenal', 'David Raya')).toBe(0);
  });
});
