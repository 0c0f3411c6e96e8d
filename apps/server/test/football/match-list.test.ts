import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chinaMidnight, fiveLeaguesRoutes } from '@sport/contract';
import { competitions, matches, seasons, stages, teams } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';

const routes = fiveLeaguesRoutes;
// 2026-11-21 in China time; one match that evening, one the next day, one on an earlier day.
const day = chinaMidnight(2026, 11, 21);
const HOUR = 3_600_000;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  await db.insert(competitions).values({ id: 12387, sportId: 1, name: '英格兰超级联赛', nameEn: 'Premier League', shortName: '英超', kind: 'league' });
  await db.insert(seasons).values([
    { id: 112387, competitionId: 12387, name: '2026/27', startAt: new Date(day - 90 * 24 * HOUR), endAt: new Date(day + 180 * 24 * HOUR), isCurrent: true },
    { id: 112386, competitionId: 12387, name: '2025/26', startAt: new Date(day - 500 * 24 * HOUR), endAt: new Date(day - 200 * 24 * HOUR), isCurrent: false },
  ]);
  await db.insert(stages).values({ id: 1123871, seasonId: 112387, name: '联赛', nameEn: 'League', phase: 1, sortOrder: 1 });
  const club = { sportId: 1, colors: ['#EF0107', '#FFFFFF'], country: 'England', strength: 80 };
  await db.insert(teams).values([
    { ...club, id: 2001, name: '阿森纳', nameEn: 'Arsenal', shortName: '阿森纳' },
    { ...club, id: 2002, name: '切尔西', nameEn: 'Chelsea', shortName: '切尔西' },
  ]);
  const base = { sportId: 1, competitionId: 12387, seasonId: 112387, stageId: 1123871, kind: 'regular' as const, homeTeamId: 2001, awayTeamId: 2002, simSeed: 1 };
  await db.insert(matches).values([
    { ...base, id: 1, round: 12, statusId: 4, minute: 67, kickoffAt: new Date(day + 20 * HOUR), homeScore: 1, awayScore: 0, homeHalfScore: 1, awayHalfScore: 0 },
    { ...base, id: 2, round: 13, statusId: 1, kickoffAt: new Date(day + 24 * HOUR + 3 * HOUR) },
    { ...base, id: 3, round: 11, statusId: 8, kickoffAt: new Date(day - 7 * 24 * HOUR + 20 * HOUR), homeScore: 2, awayScore: 2 },
  ]);
});
afterAll(() => t.close());

describe('five-leagues match centre', () => {
  it('lists the seasons of a league, newest first', async () => {
    const { body } = await t.call(routes.seasons, { id: 12387 });
    expect(body.data.map((s) => [s.seasonId, s.isCurrent])).toEqual([
      [112387, true],
      [112386, false],
    ]);
  });

  it('lists match days of the current season as China-time midnights with counts', async () => {
    const { body } = await t.call(routes.matchDate, { id: 12387 });
    expect(body.data).toEqual([
      { matchDate: day - 7 * 24 * HOUR, count: 1 },
      { matchDate: day, count: 1 },
      { matchDate: day + 24 * HOUR, count: 1 },
    ]);
  });

  it('answers 404 for a league without a season', async () => {
    const { status, body } = await t.call(routes.matchDate, { id: 99999 });
    expect(status).toBe(404);
    expect(body.code).toBe(404);
  });

  it("lists one day's matches with names, scores and crest URLs", async () => {
    const { body } = await t.call(routes.matchList, { seasonId: 112387, matchDate: day + 5 * HOUR });
    expect(body.code).toBe(1);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      matchId: 1,
      homeName: '阿森纳',
      awayName: '切尔西',
      statusId: 4,
      minute: 67,
      homeScore: 1,
      awayScore: 0,
      matchDate: day + 20 * HOUR,
      anchorInfo: [],
    });
    expect(body.data[0]?.homeLogo).toContain('pid=2001');
  });

  it('names the field of a bad input', async () => {
    const { status, body } = await t.call(routes.matchList, { seasonId: 'x', matchDate: day });
    expect(status).toBe(422);
    expect(body.msg).toContain('seasonId');
  });

  it('serves a fresh list after a match.<id> event (the cache is dropped)', async () => {
    const input = { seasonId: 112387, matchDate: day };
    expect((await t.call(routes.matchList, input)).body.data[0]?.homeScore).toBe(1);
    await t.app.db.update(matches).set({ homeScore: 2, minute: 70 }).where(eq(matches.id, 1));
    await t.app.bus.publish('match.1', { matchId: 1 });
    const after = (await t.call(routes.matchList, input)).body.data[0];
    expect(after).toMatchObject({ homeScore: 2, minute: 70 });
  });

  it("drops only the lists holding the match of a match.<id> event: other days' lists stay cached", async () => {
    const nextDay = { seasonId: 112387, matchDate: day + 24 * HOUR };
    expect((await t.call(routes.matchList, nextDay)).body.data[0]).toMatchObject({ matchId: 2, statusId: 1 });
    await t.app.db.update(matches).set({ statusId: 2, minute: 1 }).where(eq(matches.id, 2));
    await t.app.bus.publish('match.1', { matchId: 1 });
    expect((await t.call(routes.matchList, nextDay)).body.data[0]).toMatchObject({ matchId: 2, statusId: 1 });
    await t.app.bus.publish('match.2', { matchId: 2 });
    expect((await t.call(routes.matchList, nextDay)).body.data[0]).toMatchObject({ matchId: 2, statusId: 2, minute: 1 });
  });
});
