import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRoutes } from '@sport/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { expertProfiles, tipLegs, tips, users } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { newsApp } from './fixture';

// The demo experts as a visitor first meets them: a portrait on every expert (in the list and wherever the
// expert's user shows), and analyses that talk about the pick the tip makes.

let t: TestApp;

beforeAll(async () => {
  const started = Date.now();
  let seeded: { experts: number; tips: number };
  ({ t, seeded } = await newsApp());
  console.log(
    `demo news: ${seeded.experts} experts, ${seeded.tips} tips (with the anchor world) in ${Date.now() - started} ms`,
  );
}, 300_000);
afterAll(async () => {
  await t.close();
});

const RESULT_WORDS: Record<string, string> = { home: '主胜', draw: '平局', away: '客胜' };

/** A handicap as the picked side takes it: the stored line is the home side's (−0.5 home is +0.5 away). */
function ownLine(pick: string, homeLine: number): string {
  const own = pick === 'home' ? homeLine : -homeLine;
  return own > 0 ? `+${own}` : String(own === 0 ? 0 : own);
}

describe('demo experts', () => {
  it('keep what their tag says: an 英超专家 tips the Premier League, a 大小球专家 totals, a 让分王 handicaps', async () => {
    const legs = (
      (await t.database.db.execute(sql`
        select p.tag, p.profile, c.short_name as league, l.play from expert_profiles p
        join tips on tips.expert_id = p.user_id join tip_legs l on l.tip_id = tips.id
        join matches m on m.id = l.match_id join competitions c on c.id = m.competition_id`)) as {
        rows: { tag: string; profile: string; league: string; play: string }[];
      }
    ).rows;
    const of = (tag: string) => legs.filter((leg) => leg.tag === tag);
    for (const [tag, league] of [['英超专家', '英超'], ['西甲达人', '西甲'], ['意甲专家', '意甲']] as const) {
      expect(of(tag).length, tag).toBeGreaterThan(0);
      expect([...new Set(of(tag).map((leg) => leg.league))], tag).toEqual([league]);
    }
    expect(of('五大联赛').filter((leg) => !['英超', '西甲', '意甲', '德甲', '法甲'].includes(leg.league))).toEqual([]);
    for (const [tag, play] of [['大小球专家', 'total'], ['让分王', 'handicap'], ['亚盘高手', 'handicap']] as const) {
      expect(of(tag).length, tag).toBeGreaterThan(0);
      expect([...new Set(of(tag).map((leg) => leg.play))], tag).toEqual([play]);
    }
    // and what they say of themselves fits: no 主攻亚洲让球盘 over a 大小球专家's totals
    expect([...new Set(of('大小球专家').map((leg) => leg.profile))]).toEqual(['专注大小球，只看进球数据']);
    expect(legs.filter((leg) => leg.profile.includes('让球') && leg.play === 'total' && leg.league !== 'NBA')).toEqual([]);
  });

  it('each have their own portrait, served as an image, on the profile and on the user', async () => {
    const list = await t.call(newsRoutes.professorList, { size: 100 });
    const experts = list.body.data.list;
    expect(experts.length).toBeGreaterThanOrEqual(40);
    const urls = experts.map((e) => e.headUrl);
    expect(urls.every((u) => u.startsWith('/api/forehead/system/file/get/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);

    const image = await t.app.inject({ method: 'GET', url: urls[0]! });
    expect(image.statusCode).toBe(200);
    // a raster picture, decoded off the page's main thread (an SVG is a document the main thread builds)
    expect(image.headers['content-type']).toContain('image/png');
    expect(image.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    const rows = await t.database.db
      .select({ profile: expertProfiles.headUrl, user: users.headUrl })
      .from(expertProfiles)
      .innerJoin(users, eq(users.id, expertProfiles.userId));
    expect(rows.length).toBe(experts.length);
    expect(rows.filter((r) => r.user !== r.profile || r.user === '')).toEqual([]);
  });

  it('write analyses that name the play and pick of each leg', async () => {
    const rows = await t.database.db
      .select({ id: tips.id, info: tips.sportsInfo, play: tips.sportsPlay })
      .from(tips)
      .orderBy(tips.id);
    expect(rows.length).toBeGreaterThan(800);
    const legs = await t.database.db
      .select({ tipId: tipLegs.tipId, play: tipLegs.play, pick: tipLegs.pick, line: tipLegs.line })
      .from(tipLegs)
      .where(
        inArray(
          tipLegs.tipId,
          rows.map((r) => r.id),
        ),
      );
    const byTip = new Map<number, typeof legs>();
    for (const leg of legs) byTip.set(leg.tipId, [...(byTip.get(leg.tipId) ?? []), leg]);
    const wrong: string[] = [];
    for (const tip of rows) {
      const mine = byTip.get(tip.id) ?? [];
      const plays = new Set(mine.map((l) => l.play));
      for (const leg of mine) {
        const ok =
          leg.play === 'result'
            ? tip.info.includes(RESULT_WORDS[leg.pick] ?? '?')
            : leg.play === 'handicap'
              ? tip.play.includes(`${leg.pick === 'home' ? '主队' : '客队'} ${ownLine(leg.pick, leg.line ?? 0)}`) &&
                tip.info.includes('让')
              : tip.info.includes(`${leg.pick === 'over' ? '大' : '小'}`) && tip.info.includes(String(leg.line));
        if (!ok) wrong.push(`${tip.id} ${leg.play} ${leg.pick} ${String(leg.line)}: ${tip.play} / ${tip.info}`);
      }
      // 大小球 talk only under a total pick.
      if (!plays.has('total') && /大小|大球|小球/.test(tip.info)) wrong.push(`${tip.id} talks totals: ${tip.info}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
