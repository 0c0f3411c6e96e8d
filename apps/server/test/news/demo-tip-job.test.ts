import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS, newsRoutes } from '@sport/contract';
import { eq, gt, sql } from 'drizzle-orm';
import { expertProfiles, tips as tipsTable, users } from '../../src/db/schema';
import { demoTipsRound } from '../../src/feed/demo-tip-job';
import { createRng } from '../../src/feed/prng';
import { systemClock } from '../../src/lib/clock';
import type { TestApp } from '../helpers/app';
import { newsApp } from './fixture';

// The demo experts' tips of the day: the world left running keeps tips on sale, each written by the tip service's
// publish as an expert's own, on a coming game of the expert's sport, league and play that they have not tipped.

let t: TestApp;

beforeAll(async () => {
  ({ t } = await newsApp());
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const round = (seed: number) =>
  demoTipsRound({
    db: t.database.db,
    matchSummaries: (from, to) => t.app.football.matchSummaries(from, to),
    publish: (expertId, input) => t.app.newsTips.publish(expertId, input),
    now: systemClock(),
    rng: createRng(seed),
    textRng: createRng(seed + 1),
    chance: 1,
  });

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as { rows: T[] }).rows;

const newest = async () =>
  (
    await t.database.db
      .select({ id: tipsTable.id })
      .from(tipsTable)
      .orderBy(sql`id desc`)
      .limit(1)
  )[0]!.id;

describe('the demo tips job', () => {
  it('has the experts tip coming games of their own kind, now, and a visitor finds them on sale', async () => {
    const before = await newest();
    const from = systemClock();
    const published = await round(7);
    const to = systemClock();
    expect(published).toBeGreaterThan(20);
    const fresh = await rows<{
      id: number;
      title: string;
      tag: string;
      league: string;
      play: string;
      kickoff_at: string;
      published_at: string;
    }>(sql`
      select t.id, t.title, p.tag, c.short_name as league, l.play, m.kickoff_at, t.published_at from tips t
      join expert_profiles p on p.user_id = t.expert_id join tip_legs l on l.tip_id = t.id
      join matches m on m.id = l.match_id join competitions c on c.id = m.competition_id where t.id > ${before}`);
    // written during the round (the world's clock runs), on a game kicking off in the next day and a half
    for (const tip of fresh) {
      const published = new Date(tip.published_at).getTime();
      expect(published, tip.title).toBeGreaterThanOrEqual(from);
      expect(published, tip.title).toBeLessThanOrEqual(to);
      expect(new Date(tip.kickoff_at).getTime(), tip.title).toBeGreaterThan(published + 30 * MINUTE_MS);
      expect(new Date(tip.kickoff_at).getTime(), tip.title).toBeLessThanOrEqual(from + 36 * HOUR_MS);
    }
    expect(fresh.filter((tip) => tip.tag === '英超专家' && tip.league !== '英超')).toEqual([]);
    expect(fresh.filter((tip) => tip.tag === '大小球专家' && tip.play !== 'total')).toEqual([]);
    const sale = await t.call(newsRoutes.messageList, { size: 50 });
    expect(sale.body.data.list.some((tip) => tip.id > before)).toBe(true);
  });

  it('never tips a game twice for one expert, and skips an expert staff revoked', async () => {
    const [revoked] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'expert_02'));
    await t.database.db
      .update(expertProfiles)
      .set({ revokedAt: new Date(systemClock()), revokedReason: '测试' })
      .where(eq(expertProfiles.userId, revoked!.id));
    const before = await newest();
    // a second round at the same moment: every expert writes again, on games they have not tipped
    expect(await round(8)).toBeGreaterThan(10);
    const twice = await rows<{ expert_id: number }>(sql`
      select t.expert_id from tips t join tip_legs l on l.tip_id = t.id
      group by t.expert_id, l.match_id having count(*) > 1 limit 5`);
    expect(twice).toEqual([]);
    const byRevoked = await t.database.db
      .select({ id: tipsTable.id })
      .from(tipsTable)
      .where(sql`${tipsTable.expertId} = ${revoked!.id} and ${gt(tipsTable.id, before)}`);
    expect(byRevoked).toEqual([]);
  });
});
