import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { DAY_MS, newsRoutes, userRoutes } from '@sport/contract';
import { seedDemoComments } from '../../src/feed/demo-comments';
import { DEMO_PASSWORD } from '../../src/feed/demo-users';
import { catchUpSimulation } from '../../src/feed/live-simulator';
import { AnswerCache } from '../../src/lib/answer-cache';
import { systemClock } from '../../src/lib/clock';
import { createFootballService } from '../../src/modules/football/service';
import { createSettlementService } from '../../src/modules/news/settle-service';
import { createWalletService } from '../../src/modules/wallet/service';
import type { TestApp } from '../helpers/app';
import { moveWorldClock } from '../helpers/world-clock';
import { newsApp } from './fixture';

// The demo world's comments: enough talk under every tip for the demo scale (≥ 20,000 over ≥ 3,000 tips),
// replies and likes that agree with the counts readers see, words that fit their moment (before kick-off or after
// the result), and nothing that stops the demo user posting.

let t: TestApp;
let tips: number;
let seeded: { comments: number; likes: number };
let moveClockBack: (() => void) | undefined;

beforeAll(async () => {
  ({
    t,
    seeded: { tips },
  } = await newsApp());
  // As a first start seeds them, two days on, when some tipped matches have been played and the sweep has settled
  // their tips.
  moveClockBack = moveWorldClock(2 * DAY_MS);
  const db = t.database.db;
  await catchUpSimulation(db, new Date(systemClock()));
  const football = createFootballService({ db, cache: new AnswerCache(systemClock) });
  await createSettlementService({ db, wallet: createWalletService({ db }), football }).sweep();
  const started = Date.now();
  seeded = await seedDemoComments(t.database.db, new Date(systemClock()));
  console.log(
    `demo comments: ${seeded.comments} comments, ${seeded.likes} likes over ${tips} tips in ${Date.now() - started} ms`,
  );
}, 300_000);
afterAll(async () => {
  moveClockBack?.();
  await t.close();
});

/** Both drivers answer raw SQL with `rows`; the shared Db type leaves the result unknown. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const one = async <T>(query: SQL): Promise<T> => {
  const [row] = rowsOf<T>(await t.database.db.execute(query));
  if (row === undefined) throw new Error('no row');
  return row;
};

describe('demo comments', () => {
  it('put about eight comments and replies under each tip on average, with likes', async () => {
    expect(tips).toBeGreaterThan(100);
    // 3,000 demo tips at this rate make over 20,000 comments
    expect(seeded.comments / tips).toBeGreaterThan(7);
    expect(seeded.likes).toBeGreaterThan(seeded.comments / 2);
    const counts = await one<{ top: number; replies: number }>(
      sql`select count(*) filter (where parent_id is null)::int as top, count(*) filter (where parent_id is not null)::int as replies from tip_comments`,
    );
    expect(counts.top + counts.replies).toBe(seeded.comments);
    expect(counts.replies).toBeGreaterThan(counts.top / 3);
  });

  it('agree with the counts: liked_count with the like rows, comment_count with the tip, replies after their parent and before now', async () => {
    const off = await one<{ likes: number; counts: number; order: number; future: number }>(sql`select
      (select count(*)::int from tip_comments c left join (select comment_id, count(*)::int as n from tip_comment_likes group by comment_id) l
        on l.comment_id = c.id where c.liked_count <> coalesce(l.n, 0)) as likes,
      (select count(*)::int from tips left join (select tip_id, count(*)::int as n from tip_comments group by tip_id) c
        on c.tip_id = tips.id where tips.comment_count <> coalesce(c.n, 0)) as counts,
      (select count(*)::int from tip_comments r join tip_comments p on p.id = r.parent_id where r.created_at < p.created_at or r.tip_id <> p.tip_id) as order,
      (select count(*)::int from tip_comments where created_at > ${new Date(systemClock() - 60_000)}) as future`);
    expect(off).toEqual({ likes: 0, counts: 0, order: 0, future: 0 });
  });

  it('were written over time: after their tip’s publishing, each at its own moment, not all at the seed’s minute', async () => {
    const spread = await one<{ before: number; busiest: number; total: number; hours: number }>(sql`select
      (select count(*)::int from tip_comments c join tips on tips.id = c.tip_id where c.created_at < tips.published_at) as before,
      (select max(n)::int from (select count(*) as n from tip_comments group by date_trunc('minute', created_at)) as m) as busiest,
      (select count(*)::int from tip_comments) as total,
      (select (extract(epoch from max(created_at) - min(created_at)) / 3600)::int from tip_comments) as hours`);
    expect(spread.before).toBe(0);
    // no minute holds more than 1% of the talk (the seed's minute held nearly all of it)
    expect(spread.busiest).toBeLessThan(spread.total / 100);
    expect(spread.hours).toBeGreaterThan(48);
  });

  it('are written before kick-off or after the result, in words that fit the moment and how the tip went', async () => {
    const talk = rowsOf<{ content: string; result: string | null; late: boolean; during: boolean }>(
      await t.database.db.execute(sql`
        select c.content, t.result, c.created_at > t.first_kickoff_at as late,
          c.created_at >= t.first_kickoff_at and c.created_at < ends.at + interval '3 hours' as during
        from tip_comments c join tips t on t.id = c.tip_id
        join (select l.tip_id, max(m.kickoff_at) as at from tip_legs l join matches m on m.id = l.match_id group by l.tip_id)
          ends on ends.tip_id = t.id`),
    );
    expect(talk.filter((c) => c.during)).toEqual([]);
    const late = talk.filter((c) => c.late);
    // The settled past is talked about after the fact too, and only a settled tip is.
    expect(late.length).toBeGreaterThan(talk.length / 10);
    expect(late.filter((c) => c.result === null)).toEqual([]);
    expect(late.filter((c) => /等结果|期待|今晚|爆冷|跟一手|值不值/.test(c.content))).toEqual([]);
    expect(late.filter((c) => c.result === 'lose' && /红/.test(c.content))).toEqual([]);
    expect(late.filter((c) => c.result === 'win' && /黑|可惜/.test(c.content))).toEqual([]);
    expect(talk.filter((c) => !c.late && /^红了|黑了|走水|一个红单|取消了|拿下/.test(c.content))).toEqual([]);
    // a fan's opinion, never a team's form or a past result, which the analysis above it states from the record
    expect([...new Set(talk.filter((c) => /状态|上轮|上一场|近\d场/.test(c.content)).map((c) => c.content))]).toEqual([]);
  });

  it('show in the tip’s comment list, and the demo user can post at once', async () => {
    const busiest = await one<{ tip_id: number }>(
      sql`select tip_id from tip_comments where parent_id is null group by tip_id order by count(*) desc limit 1`,
    );
    const list = await t.call(newsRoutes.commentList, { messageId: busiest.tip_id, size: 100 });
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(list.body.data.list.some((c) => c.subComments.length > 0 || c.likedCount > 0)).toBe(true);

    const login = await t.call(userRoutes.login, { username: 'demo', password: DEMO_PASSWORD });
    const res = await t.call(
      newsRoutes.commentPublish,
      { messageId: busiest.tip_id, content: '演示评论' },
      login.body.data,
    );
    expect(res.body).toMatchObject({ code: 1, data: { content: '演示评论' } });
    const claim = await t.call(newsRoutes.lotteryApprovalInfo, {}, login.body.data);
    expect(claim.body.data).toMatchObject({ status: 0, prizeName: '球队签名球衣' });
  });

  it('are seeded once: a second run adds nothing', async () => {
    expect(await seedDemoComments(t.database.db, new Date())).toEqual({ comments: 0, likes: 0 });
    const total = await one<{ n: number }>(sql`select count(*)::int as n from tip_comments`);
    expect(total.n).toBe(seeded.comments + 1);
  });
});
