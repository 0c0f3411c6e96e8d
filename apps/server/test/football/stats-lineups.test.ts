import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CompetitionId, fiveLeaguesRoutes, matchRoutes, type LineupPlayer } from '@sport/contract';
import { matches, players, seasons } from '../../src/db/schema';
import { catchUpSimulation } from '../../src/feed/live-simulator';
import { generateWorld } from '../../src/feed/world/generate-world';
import { buildTestApp, type TestApp } from '../helpers/app';
import { seedRealSeasons } from '../helpers/real-seasons';

// The Premier League's 2026/27 (real results to 2026-09-20, then played by the simulator, each match with its
// line-ups) and its 2024/25 (results alone): appearances and minutes are the simulated matches' line-ups.
const NOW = new Date('2026-11-26T12:00:00Z');

let t: TestApp;
let current: number;
let recordOnly: number;
beforeAll(async () => {
  t = await buildTestApp();
  const world = generateWorld({ seed: 1, now: NOW });
  await seedRealSeasons(t.app.db, world, ['football-2024-25-en.1.json', 'football-2026-27-en.1.json'], NOW);
  await t.app.db.insert(players).values(world.players);
  await catchUpSimulation(t.app.db, NOW);
  const rows = await t.app.db.select().from(seasons).where(eq(seasons.competitionId, CompetitionId.PremierLeague));
  current = rows.find((s) => s.name === '2026/27')?.id ?? 0;
  recordOnly = rows.find((s) => s.name === '2024/25')?.id ?? 0;
}, 120_000);
afterAll(() => t.close());

/** A player's appearances, starts and minutes read off his team's match pages, as a fan would count them. */
async function countedOnPages(playerId: number, teamId: number) {
  const played = await t.app.db
    .select({ id: matches.id, home: matches.homeTeamId })
    .from(matches)
    .where(and(eq(matches.seasonId, current), eq(matches.statusId, 8), eq(matches.resultSource, 'simulation')));
  let appearances = 0;
  let starts = 0;
  let minutes = 0;
  let shots = 0;
  let onTarget = 0;
  let saves = 0;
  for (const m of played) {
    const detail = (await t.call(matchRoutes.detail, { matchId: m.id })).body.data;
    const side = m.home === teamId ? detail.lineups?.home : detail.lineups?.away;
    const on = (list: LineupPlayer[] | undefined) => list?.find((p) => p.playerId === playerId);
    const starter = on(side?.starters);
    const sub = on(side?.bench);
    if (!starter && sub?.inMinute == null) continue;
    const off = (p: LineupPlayer) => Math.min(p.outMinute ?? p.sentOffMinute ?? 90, 90);
    appearances += 1;
    const line = starter ?? sub;
    shots += line?.shots ?? 0;
    onTarget += line?.shotsOnTarget ?? 0;
    saves += line?.saves ?? 0;
    if (starter) {
      starts += 1;
      minutes += Math.max(1, off(starter));
    } else if (sub) minutes += Math.max(1, off(sub) - (sub.inMinute ?? 0));
  }
  return { appearances, starts, minutes_played: minutes, shots, shots_on_target: onTarget, saves };
}

describe('appearances and minutes of a simulated season', () => {
  it('rank the players by minutes from the simulated line-ups, and give a player the matches his pages show', async () => {
    const { body } = await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: current, order: 'minutes_played' });
    expect(body.data).toHaveLength(10);
    const [top] = body.data;
    if (!top) throw new Error('no ranking');
    const own = await t.call(fiveLeaguesRoutes.playerSeasonStat, { seasonId: current, playerId: top.playerId });
    const counted = await countedOnPages(top.playerId, top.teamId);
    expect(counted.appearances).toBeGreaterThan(3);
    expect(own.body.data).toMatchObject(counted);
    expect(top.value).toBe(counted.minutes_played);
  });

  it('count a substitute who came on as an appearance that is not a start, his minutes from his coming on', async () => {
    const [match] = await t.app.db
      .select({ id: matches.id, home: matches.homeTeamId })
      .from(matches)
      .where(and(eq(matches.seasonId, current), eq(matches.resultSource, 'simulation'), eq(matches.statusId, 8)))
      .limit(1);
    const detail = (await t.call(matchRoutes.detail, { matchId: match?.id ?? 0 })).body.data;
    const sub = detail.lineups?.home.bench.find((p) => p.inMinute !== null);
    if (!sub || !match?.home) throw new Error('no substitute came on');
    const counted = await countedOnPages(sub.playerId, match.home);
    expect(counted.appearances).toBeGreaterThan(counted.starts);
    const own = await t.call(fiveLeaguesRoutes.playerSeasonStat, { seasonId: current, playerId: sub.playerId });
    expect(own.body.data).toMatchObject(counted);
  });

  it('rank shots on target and saves from the simulated sheets: a goalkeeper leads the saves', async () => {
    const onTarget = (await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: current, order: 'shots_on_target' }))
      .body.data;
    const saves = (await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: current, order: 'saves' })).body.data;
    expect(onTarget).toHaveLength(10);
    expect(saves).toHaveLength(10);
    const [keeper] = saves;
    if (!keeper) throw new Error('no saves');
    expect((await t.call(fiveLeaguesRoutes.playerBasic, { id: keeper.playerId })).body.data.position).toBe('G');
    const counted = await countedOnPages(keeper.playerId, keeper.teamId);
    expect(counted.saves).toBe(keeper.value);
    expect(counted.shots).toBe(0);
  });

  it('name a team’s leaders of shots on target, saves and minutes beside its scorers', async () => {
    const [keeper] = (await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: current, order: 'saves' })).body.data;
    if (!keeper) throw new Error('no saves');
    const { body } = await t.call(fiveLeaguesRoutes.teamBestPlayers, { seasonId: current, teamId: keeper.teamId });
    expect(body.data.leaders.map((l) => l.stat)).toEqual([
      'goals',
      'assists',
      'shots_on_target',
      'saves',
      'minutes_played',
    ]);
    expect(body.data.leaders.find((l) => l.stat === 'saves')).toMatchObject({
      playerId: keeper.playerId,
      value: keeper.value,
    });
  });

  it('says unknown for a season of records alone, where a 0 would read as a real figure', async () => {
    const [someone] = (await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: current, order: 'minutes_played' }))
      .body.data;
    const old = await t.call(fiveLeaguesRoutes.playerSeasonStat, {
      seasonId: recordOnly,
      playerId: someone?.playerId ?? 0,
    });
    expect(old.body.data).toMatchObject({
      appearances: null,
      starts: null,
      minutes_played: null,
      shots: null,
      saves: null,
    });
    expect(
      (await t.call(fiveLeaguesRoutes.playerRanking, { seasonId: recordOnly, order: 'minutes_played' })).body.data,
    ).toEqual([]);
  });
});
