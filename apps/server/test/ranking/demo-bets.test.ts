import { count, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, rankingRoutes, userRoutes } from '@sport/contract';
import { users } from '../../src/db/schema';
import { bets } from '../../src/db/schema/ranking';
import { DEMO_BETTORS, seedDemoBets } from '../../src/feed/demo-bets';
import { demoBetsRound } from '../../src/feed/demo-bets-job';
import { createRng } from '../../src/feed/prng';
import { DEMO_PASSWORD } from '../../src/feed/demo-users';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import type { TestApp } from '../helpers/app';
import { rankingApp } from './fixture';

// The demo world's bettors: bets over the past weeks through the ingest, settled into the weeks they were played.
let t: TestApp;
let first: { seeded: boolean; bets: number };
beforeAll(async () => {
  t = await rankingApp();
  const now = new Date();
  const world = generateWorld({ now });
  // The matches of the betting window with their competitions and teams; no players or events (seconds, not a minute).
  const kept = world.matches.filter((m) => Math.abs(m.kickoffAt.getTime() - now.getTime()) < 60 * DAY_MS);
  const seasonIds = new Set(kept.map((m) => m.seasonId));
  const teamIds = new Set(kept.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  await insertWorld(t.database.db, {
    competitions: world.competitions,
    seasons: world.seasons.filter((s) => seasonIds.has(s.id)),
    stages: world.stages.filter((s) => seasonIds.has(s.seasonId)),
    teams: world.teams.filter((team) => teamIds.has(team.id)),
    players: [],
    matches: kept.map((m) => ({ ...m, homeSource: null, awaySource: null })),
    events: [],
  });
  first = await seedDemoBets(t.database.db, now);
  await t.app.ranking.recompute();
}, 120_000);
afterAll(() => t.close());

describe('the demo bettors', () => {
  it('are 2,000 users with Chinese nicknames who log in with the demo password', async () => {
    const [row] = await t.database.db.select({ n: count() }).from(users).where(like(users.username, 'bettor%'));
    expect(row?.n).toBe(DEMO_BETTORS);
    const login = await t.call(userRoutes.login, { username: 'bettor0001', password: DEMO_PASSWORD });
    expect(login.body.code).toBe(1);
    const info = await t.call(userRoutes.info, {}, login.body.data);
    expect(info.body.data.nickname).toMatch(/^[\u4e00-\u9fa5]+$/);
  });

  it('have bets on the boards of the recent week and of closed weeks, with reports that have votes', async () => {
    expect(first.seeded).toBe(true);
    expect(first.bets).toBeGreaterThan(5_000);
    const config = await t.call(rankingRoutes.config, {});
    const [recentPeriod, lastWeek] = config.body.data[0]!.rankingDateList;
    const closedBoard = async (type: number, startDate: number) =>
      (await t.call(rankingRoutes.list, { type, startDate })).body.data.historyRankingDateList[0]!;
    for (const type of [1, 2, 3]) {
      const date = await closedBoard(type, lastWeek!.startDate);
      expect(date.redRankingList, `board ${type}`).toHaveLength(3);
      expect(date.winRankingList.showMore, `board ${type}`).toBe(true);
    }
    // 跟单榜: a star's slip is copied in the hours after it, so every closed week with bets (an international break
    // has none) has a full board with more to show, the week that closed hours ago (a Monday morning in China) too.
    const closedWeeks = config.body.data[0]!.rankingDateList.slice(1);
    const weeks = await Promise.all(
      closedWeeks.map(async (week) => ({
        bets: (await closedBoard(1, week.startDate)).redRankingList.length,
        follow: await closedBoard(4, week.startDate),
      })),
    );
    expect(weeks[0]!.bets).toBeGreaterThan(0);
    expect(weeks.filter((week) => week.bets > 0).length).toBeGreaterThan(closedWeeks.length / 2);
    for (const [i, week] of weeks.entries()) {
      if (week.bets > 0) expect(week.follow.winRankingList.showMore, `跟单榜 ${i + 1} weeks back`).toBe(true);
    }
    // the slips shared this week and last (on a Monday morning in China the new week may have none yet)
    const recent = await t.call(rankingRoutes.list, { type: 3, startDate: recentPeriod!.startDate });
    const reports = [
      ...recent.body.data.rankingDateList[0]!.bettingReportList,
      ...(await closedBoard(3, lastWeek!.startDate)).bettingReportList,
    ];
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.some((r) => r.like > 0)).toBe(true);
  });

  it('bet as a community does: the busiest places a few slips a day, not a share no one else comes near', async () => {
    // own slips (not copies) per bettor over the last seven full days, busiest first
    const busiest = await t.database.db.execute(sql`
      select count(*)::int as n from ${bets}
      where bet_id like 'demo-%' and copied_from is null
        and placed_at >= now() - make_interval(days => 8) and placed_at < now() - make_interval(days => 1)
      group by user_id order by n desc limit 5`);
    const counts = (busiest as { rows: { n: number }[] }).rows.map((row) => row.n);
    expect(counts, 'the five busiest').toHaveLength(5);
    const [first = 0, , , , fifth = 0] = counts;
    // a regular bets most days; the busiest a few times a day, within a few times the fifth (u³ gave 140 to 17)
    expect(fifth, `the five busiest: ${counts.join(', ')}`).toBeGreaterThanOrEqual(7);
    expect(first, `the five busiest: ${counts.join(', ')}`).toBeLessThanOrEqual(Math.min(56, 3 * fifth));
  });

  it('are not seeded twice', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(bets);
    expect(await seedDemoBets(t.database.db, new Date())).toEqual({ seeded: false, bets: 0 });
    const [after] = await t.database.db.select({ n: count() }).from(bets);
    expect(after?.n).toBe(before?.n);
  });
});

describe('the demo bettors while the demo runs', () => {
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await t.database.db.execute(query)) as { rows: T[] }).rows;
  const round = (now: number, seed: number, count: number, stars: Awaited<ReturnType<typeof demoBetsRound>>) =>
    demoBetsRound({
      db: t.database.db,
      ingest: (body, at) => t.app.ranking.ingest(body, at),
      now,
      rng: createRng(seed),
      count,
      stars,
    });

  it('bet on coming games as of now through the ingest, and followers copy a star’s slip in the next round', async () => {
    const now = Date.now();
    const stars = await round(now, 3, 400, []);
    const placed = await rows<{ bet_id: string; placed_at: string; first_kickoff: string }>(sql`
      select b.bet_id, b.placed_at, min(m.kickoff_at) as first_kickoff from bets b
      cross join lateral jsonb_array_elements(b.legs) as leg join matches m on m.id = (leg->>'matchId')::int
      where b.bet_id like ${`demo-live-${now}-%`} group by b.bet_id, b.placed_at`);
    expect(placed).toHaveLength(400);
    for (const bet of placed) {
      expect(new Date(bet.placed_at).getTime(), bet.bet_id).toBe(now);
      expect(new Date(bet.first_kickoff).getTime(), bet.bet_id).toBeGreaterThan(now);
    }
    expect(stars.length).toBeGreaterThan(0);
    // an hour on, followers copy the stars' slips whose games are still to come, on the same platform
    const later = now + HOUR_MS;
    await round(later, 4, 0, stars);
    const copies = await rows<{ copied_from: string; placed_at: string; user_id: number }>(sql`
      select copied_from, placed_at, user_id from bets where bet_id like ${`demo-live-${later}-%`}`);
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const star = stars.find((s) => s.betId === copy.copied_from);
      expect(star, copy.copied_from).toBeDefined();
      expect(copy.user_id).not.toBe(star!.userId);
      expect(new Date(copy.placed_at).getTime()).toBe(later);
    }
  });
});
