import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CompetitionId, matchRoutes, type HeadToHeadMatch } from '@sport/contract';
import { matches, teams } from '../../src/db/schema';
import { realSeasonId } from '../../src/db/ids';
import { catchUpSimulation } from '../../src/feed/live-simulator';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import { buildTestApp, type TestApp } from '../helpers/app';
import { importRealSeasons } from '../helpers/real-seasons';

// Arsenal and Chelsea in the real records: 2024/25 Chelsea 1–1 Arsenal (10 Nov 2024) and Arsenal 1–0 Chelsea
// (16 Mar 2025); 2026/27 Arsenal 2–1 Chelsea (6 Sep 2026), and Chelsea–Arsenal still to play on 13 Mar 2027.
const NOW = new Date('2026-11-26T12:00:00Z');
const PL_2024 = realSeasonId(CompetitionId.PremierLeague, 2024);
const PL_2026 = realSeasonId(CompetitionId.PremierLeague, 2026);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const world = generateWorld({ now: NOW });
  await insertWorld(t.app.db, { ...world, seasons: [], stages: [], matches: [], events: [], nbaTeamProfiles: [] });
  await importRealSeasons(t.app.db, ['football-2024-25-en.1.json', 'football-2026-27-en.1.json'], NOW);
  await catchUpSimulation(t.app.db, NOW);
}, 180_000);
afterAll(() => t.close());

const teamId = async (nameEn: string) =>
  (
    await t.app.db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.nameEn, nameEn), eq(teams.sportId, 1)))
  )[0]?.id ?? 0;

async function matchOf(seasonId: number, home: string, away: string) {
  const [row] = await t.app.db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.seasonId, seasonId),
        eq(matches.homeTeamId, await teamId(home)),
        eq(matches.awayTeamId, await teamId(away)),
      ),
    );
  if (!row) throw new Error(`no match ${home}–${away}`);
  return row.id;
}

const headToHead = async (matchId: number): Promise<HeadToHeadMatch[]> => {
  const { status, body } = await t.call(matchRoutes.headToHead, { matchId });
  expect(status).toBe(200);
  return body.data;
};

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('the head-to-head of a match', () => {
  it('lists the finished meetings of both teams across seasons, newest first, with the scores as played', async () => {
    const upcoming = await matchOf(PL_2026, 'Chelsea', 'Arsenal');
    const list = await headToHead(upcoming);
    expect(list.map((m) => [day(m.matchDate), m.homeName, m.homeScore, m.awayScore, m.awayName])).toEqual([
      ['2026-09-06', '阿森纳', 2, 1, '切尔西'],
      ['2025-03-16', '阿森纳', 1, 0, '切尔西'],
      ['2024-11-10', '切尔西', 1, 1, '阿森纳'],
    ]);
    expect(list[0]).toMatchObject({
      matchId: await matchOf(PL_2026, 'Arsenal', 'Chelsea'),
      competitionName: '英格兰超级联赛',
      homeId: await teamId('Arsenal'),
      awayId: await teamId('Chelsea'),
    });
    expect(list[2]?.matchId).toBe(await matchOf(PL_2024, 'Chelsea', 'Arsenal'));
  });

  it('leaves out the match itself', async () => {
    const played = await matchOf(PL_2026, 'Arsenal', 'Chelsea');
    const list = await headToHead(played);
    expect(list.map((m) => m.matchId)).not.toContain(played);
    expect(list).toHaveLength(2);
  });

  it('answers an unknown match with the not-found code', async () => {
    const { status, body } = await t.call(matchRoutes.headToHead, { matchId: 987_654_321 });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, data: null });
  });
});
