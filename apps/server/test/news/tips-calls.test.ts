import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, newsRoutes } from '@sport/contract';
import { tipLegs, tips as tipsTable } from '../../src/db/schema';
import type { PublishInput } from '../../src/modules/news/tip-service';
import type { TestApp } from '../helpers/app';
import { systemClock } from '../../src/lib/clock';
import { loginAs } from '../anchor/fixture';
import { newsApp, storedTips, type StoredTip } from './fixture';

let t: TestApp;
let demo: { token: string; uid: number };
let expert: { token: string; uid: number };
let tips: StoredTip[];

beforeAll(async () => {
  const made = await newsApp();
  t = made.t;
  expect(made.seeded.experts).toBeGreaterThanOrEqual(40);
  demo = await loginAs(t, 'demo');
  expert = await loginAs(t, 'expert_01');
  tips = await storedTips(t);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const upcoming = async (afterMs: number) => {
  const matches = await t.app.football.matchSummaries(systemClock() + afterMs, systemClock() + 7 * 24 * HOUR_MS);
  return matches.filter((m) => m.statusId === 1 && m.sportId === 1 && m.homeName !== null);
};

/** Upcoming matches the expert has no tip on yet (one tip per expert and match). */
const untipped = async (expertId: number) => {
  const mine = await t.database.db
    .select({ matchId: tipLegs.matchId })
    .from(tipLegs)
    .innerJoin(tipsTable, eq(tipsTable.id, tipLegs.tipId))
    .where(eq(tipsTable.expertId, expertId));
  const tipped = new Set(mine.map((r) => r.matchId));
  return (await upcoming(HOUR_MS)).filter((m) => !tipped.has(m.id));
};

const draft = (matchId: number, extra: Partial<PublishInput> = {}): PublishInput => ({
  title: '测试推荐',
  sportsInfo: '主队近五场四胜，客队伤停较多。',
  sportsPlay: '主队 -0.25 @1.90',
  goldPrice: 18,
  legs: [{ matchId, play: 'handicap', pick: 'home', lineQuarters: -1, oddsCents: 190 }],
  ...extra,
});

describe('the demo world', () => {
  it('has at least 40 experts and tips published before every kick-off', async () => {
    const list = await t.call(newsRoutes.professorList, { size: 100 });
    expect(list.body.data.total).toBeGreaterThanOrEqual(40);
    expect(tips.filter((tip) => tip.publishedAt >= tip.firstKickoffAt)).toEqual([]);
    // the trimmed world holds ten days played and a week to come: a league's expert (英超专家) finds only that league's
    expect(tips.length).toBeGreaterThan(800);
  });
});

describe('publish', () => {
  it('refuses a user who is not an expert (403)', async () => {
    const [match] = await upcoming(HOUR_MS);
    const res = await t.call(newsRoutes.publish, draft(match!.id), demo);
    expect(res.status).toBe(403);
  });

  it('refuses a visitor (needs login)', async () => {
    const [match] = await upcoming(HOUR_MS);
    const res = await t.call(newsRoutes.publish, draft(match!.id));
    expect(res.body.code).toBe(400);
  });

  it('refuses a tip on a match that has kicked off, and writes nothing', async () => {
    const started = (await t.app.football.matchSummaries(systemClock() - 4 * HOUR_MS, systemClock() - 60_000)).filter(
      (m) => m.homeName !== null,
    );
    expect(started.length).toBeGreaterThan(0);
    const before = (await storedTips(t)).length;
    const res = await t.call(newsRoutes.publish, draft(started[0]!.id), expert);
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('开赛');
    expect((await storedTips(t)).length).toBe(before);
  });

  it('refuses bad input with 422 naming the field, and an unknown match with 404', async () => {
    const [match] = await upcoming(HOUR_MS);
    const noLegs = await t.call(newsRoutes.publish, { ...draft(match!.id), legs: [] }, expert);
    expect(noLegs.status).toBe(422);
    expect(noLegs.body.msg).toContain('legs');
    const drawInHandicap = await t.call(newsRoutes.publish, draft(match!.id, { goldPrice: -1 }), expert);
    expect(drawInHandicap.status).toBe(422);
    expect(drawInHandicap.body.msg).toContain('goldPrice');
    const twice = await t.call(
      newsRoutes.publish,
      draft(match!.id, { legs: [draft(match!.id).legs[0]!, draft(match!.id).legs[0]!] }),
      expert,
    );
    expect(twice.status).toBe(422);
    const unknown = await t.call(newsRoutes.publish, draft(99_999_999), expert);
    expect(unknown.status).toBe(404);
  });

  it('publishes before kick-off with the server’s time, shows the expert the content, and extends the chain', async () => {
    const before = await t.call(newsRoutes.professorVerify, { professorId: expert.uid });
    expect(before.body.data.holds).toBe(true);
    const [match] = await untipped(expert.uid);
    const sentAt = systemClock();
    const res = await t.call(newsRoutes.publish, draft(match!.id), expert);
    expect(res.status).toBe(200);
    const tip = res.body.data;
    expect(tip.publishTime).toBeGreaterThanOrEqual(sentAt - 5);
    expect(tip.publishTime).toBeLessThanOrEqual(systemClock());
    expect(tip.sportsPlay).toBe('主队 -0.25 @1.90');
    expect(tip.messageMatchList.map((m) => m.matchId)).toEqual([match!.id]);
    const after = await t.call(newsRoutes.professorVerify, { professorId: expert.uid });
    expect(after.body.data).toMatchObject({ holds: true, length: before.body.data.length + 1, brokenAt: null });
    expect(after.body.data.headHash).not.toBe(before.body.data.headHash);
    // A visitor and a logged-in non-buyer see the tip, not its content.
    for (const session of [undefined, demo]) {
      const seen = await t.call(newsRoutes.messageDetail, { id: tip.id }, session);
      expect(seen.status).toBe(200);
      expect(seen.body.data.sportsPlay).toBeUndefined();
      expect(seen.body.data.sportsInfo).toBeUndefined();
    }
  });

  it('refuses a second tip by the same expert on a match (409), and writes nothing; another expert may tip it', async () => {
    const other = await loginAs(t, 'expert_02');
    const freeForOther = new Set((await untipped(other.uid)).map((m) => m.id));
    // not the first: the test above publishes on that one
    const match = (await untipped(expert.uid)).slice(1).find((m) => freeForOther.has(m.id));
    const first = await t.call(newsRoutes.publish, draft(match!.id, { goldPrice: 0 }), expert);
    expect(first.status).toBe(200);
    const before = (await storedTips(t)).length;
    const second = await t.call(newsRoutes.publish, draft(match!.id, { goldPrice: 88 }), expert);
    expect(second.status).toBe(409);
    expect(second.body.msg).toContain('同一场比赛只能推荐一次');
    expect((await storedTips(t)).length).toBe(before);
    expect((await t.call(newsRoutes.publish, draft(match!.id), other)).status).toBe(200);
  });
});

describe('the chain', () => {
  it('fails verify where a stored tip was edited behind the service’s back', async () => {
    const expertId = tips[0]!.expertId;
    const own = tips.filter((tip) => tip.expertId === expertId);
    const target = own[Math.floor(own.length / 2)]!;
    const ok = await t.call(newsRoutes.professorVerify, { professorId: expertId });
    expect(ok.body.data.holds).toBe(true);
    await t.database.db.execute(sql`update tips set sports_play = 'changed after the match' where id = ${target.id}`);
    const broken = await t.call(newsRoutes.professorVerify, { professorId: expertId });
    expect(broken.body.data.holds).toBe(false);
    expect(broken.body.data.brokenAt).toMatchObject({ messageId: target.id, reason: 'content' });
    // Re-hashing the edited tip does not help: the next tip still points at the old hash.
    await t.database.db.execute(sql`update tips set sports_play = ${target.sportsPlay} where id = ${target.id}`);
    expect((await t.call(newsRoutes.professorVerify, { professorId: expertId })).body.data.holds).toBe(true);
    await t.database.db.execute(
      sql`update tips set published_at = published_at - interval '1 day' where id = ${target.id}`,
    );
    expect((await t.call(newsRoutes.professorVerify, { professorId: expertId })).body.data.brokenAt?.messageId).toBe(
      target.id,
    );
    await t.database.db.execute(
      sql`update tips set published_at = published_at + interval '1 day' where id = ${target.id}`,
    );
  });
});

describe('reads', () => {
  it('lists experts, sorted, and sortType 4 needs login and lists the followed', async () => {
    const hot = await t.call(newsRoutes.professorList, { page: 1, size: 8 });
    expect(hot.body.data.list).toHaveLength(8);
    const byHit = await t.call(newsRoutes.professorList, { sortType: 2, size: 100 });
    const rates = byHit.body.data.list.map((e) => e.hitPercents);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const visitor = await t.call(newsRoutes.professorList, { sortType: 4 });
    expect(visitor.body.code).toBe(400);
    const target = hot.body.data.list[3]!.id;
    const follow = await t.call(newsRoutes.attention, { professorId: target, attention: 1 }, demo);
    expect(follow.body.data).toEqual({ professorId: target, attention: 1, isAttention: 1 });
    const again = await t.call(newsRoutes.attention, { professorId: target, attention: 1 }, demo);
    expect(again.body.data.attention).toBe(1);
    const mine = await t.call(newsRoutes.professorList, { sortType: 4 }, demo);
    expect(mine.body.data.list.map((e) => e.id)).toEqual([target]);
    const detail = await t.call(newsRoutes.professorDetail, { professorId: target }, demo);
    expect(detail.body.data).toMatchObject({ attention: 1, isAttention: 1 });
    const listed = await t.call(newsRoutes.professorList, { size: 100 }, demo);
    expect(listed.body.data.list.find((e) => e.id === target)?.isAttention).toBe(1);
    await t.call(newsRoutes.attention, { professorId: target, attention: 0 }, demo);
    const gone = await t.call(newsRoutes.professorList, { sortType: 4 }, demo);
    expect(gone.body.data.list).toEqual([]);
    expect((await t.call(newsRoutes.professorDetail, { professorId: target })).body.data.attention).toBe(0);
  });

  it('lists tips on sale newest first with the filters', async () => {
    const all = await t.call(newsRoutes.messageList, { size: 50 });
    expect(all.body.data.list.length).toBeGreaterThan(0);
    const times = all.body.data.list.map((m) => m.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const now = systemClock();
    for (const m of all.body.data.list)
      expect(Math.min(...m.messageMatchList.map((x) => x.matchDate))).toBeGreaterThan(now - 60_000);
    const refunding = await t.call(newsRoutes.messageList, { blackReturnGold: 1, size: 50 });
    const refundIds = new Set(tips.filter((x) => x.price > 0).map((x) => x.id));
    for (const m of refunding.body.data.list) expect(refundIds.has(m.id)).toBe(true);
    const matchId = all.body.data.list[0]!.messageMatchList[0]!.matchId;
    const onMatch = await t.call(newsRoutes.messageList, { sportsIds: String(matchId), size: 50 });
    expect(onMatch.body.msg).toBe('success');
    expect(onMatch.body.data.list.length).toBeGreaterThan(0);
    for (const m of onMatch.body.data.list) expect(m.messageMatchList.some((x) => x.matchId === matchId)).toBe(true);
    const basketball = await t.call(newsRoutes.messageList, { sportsType: 2, size: 50 });
    for (const m of basketball.body.data.list) expect(m.sportsType).toBe(2);
    const own = await t.call(newsRoutes.messageList, { sportsSource: 1, size: 50 });
    const third = await t.call(newsRoutes.messageList, { sportsSource: 2, size: 50 });
    expect(own.body.data.total + third.body.data.total).toBe(all.body.data.total);
  });

  it('lists an expert’s current and settled tips', async () => {
    const expertId = tips.at(-1)!.expertId;
    const current = await t.call(newsRoutes.professorMessages, { professorId: expertId, isHistory: 1, size: 100 });
    expect(current.body.data.list.every((m) => m.professorId === expertId && m.result === null)).toBe(true);
    expect(current.body.data.total).toBe(tips.filter((x) => x.expertId === expertId && x.result === null).length);
  });

  it('counts a read once per user per day', async () => {
    const tip = tips.find((x) => x.price > 0)!;
    const first = await t.call(newsRoutes.messageDetail, { id: tip.id }, demo);
    const second = await t.call(newsRoutes.messageDetail, { id: tip.id }, demo);
    expect(second.body.data.readCount).toBe(first.body.data.readCount);
    const other = await loginAs(t, 'zhang_wei');
    const third = await t.call(newsRoutes.messageDetail, { id: tip.id }, other);
    expect(third.body.data.readCount).toBe(first.body.data.readCount + 1);
  });

  it('lists ongoing matches with tips, and every user title', async () => {
    const ongoing = await t.call(newsRoutes.ongoingMatches, {});
    expect(ongoing.body.data.length).toBeGreaterThan(0);
    for (const m of ongoing.body.data) expect(m.messageCount).toBeGreaterThan(0);
    const titles = await t.call(newsRoutes.userTitleList, {});
    expect(titles.body.data.length).toBeGreaterThan(0);
  });

  it('answers the record with its samples from settled tips only', async () => {
    const expertId = tips[5]!.expertId;
    const own = tips.filter((x) => x.expertId === expertId).slice(0, 5);
    const results = ['win', 'win', 'lose', 'half_win', 'cancel'];
    const base = systemClock() - 2 * HOUR_MS;
    // settled in one sweep (as a start settles what came due while no server ran), their matches played one an hour,
    // the last tip's first: the record and the settled list go by the matches, not by the sweep or the ids
    for (const [i, tip] of own.entries()) {
      const profit = { win: 0.9, lose: -1, half_win: 0.45, cancel: 0 }[results[i] as 'win'];
      const kickoff = new Date(base - (own.length - i) * HOUR_MS);
      await t.database.db.execute(
        sql`update tips set result = ${results[i]!}, profit = ${profit}, stake = 1, settled_at = ${new Date(base)}, first_kickoff_at = ${kickoff} where id = ${tip.id}`,
      );
    }
    await t.app.newsTips.changed({ kind: 'tips' });
    const res = await t.call(newsRoutes.professorDetail, { professorId: expertId });
    expect(res.body.data).toMatchObject({
      settledSession: 4,
      hitSession: 3,
      hitPercents: 75,
      tenHistory: [1, 0, 1, 1],
      tenWin: 3,
      tenSample: 4,
      winContinuous: 1,
      longestWin: 2,
      yieldSample: 4,
      unitsStaked: 4,
      profitUnits: 1.25,
      yieldRate: 31.3,
      weekSample: 4,
    });
    const history = await t.call(newsRoutes.professorMessages, { professorId: expertId, isHistory: 0 });
    expect(history.body.data.total).toBe(5);
    // the settled list, newest match first, shows the record's dots in the same order
    expect(history.body.data.list.map((m) => m.result)).toEqual(['cancel', 'half_win', 'lose', 'win', 'win']);
  });
});

describe('bad input and unknown ids', () => {
  it('answers 422 naming the field on every read', async () => {
    const cases: [Parameters<TestApp['call']>[0], Record<string, unknown>, string][] = [
      [newsRoutes.professorList, { sortType: 9 }, 'sortType'],
      [newsRoutes.professorList, { size: 0 }, 'size'],
      [newsRoutes.professorDetail, { professorId: 0 }, 'professorId'],
      [newsRoutes.professorMessages, { professorId: 'x' }, 'professorId'],
      [newsRoutes.professorMessages, { professorId: 1, isHistory: 2 }, 'isHistory'],
      [newsRoutes.messageList, { sportsSource: 3 }, 'sportsSource'],
      [newsRoutes.messageList, { sportsIds: '1,,2' }, 'sportsIds'],
      [newsRoutes.messageDetail, { id: 'abc' }, 'id'],
      [newsRoutes.ongoingMatches, { sportsType: 0 }, 'sportsType'],
      [newsRoutes.professorVerify, { professorId: -1 }, 'professorId'],
      [newsRoutes.attention, { professorId: 1, attention: 2 }, 'attention'],
    ];
    for (const [route, input, field] of cases) {
      const res = await t.call(route, input, demo);
      expect(res.status, `${route.path} ${field}`).toBe(422);
      expect(res.body.msg, route.path).toContain(field);
    }
  });

  it('answers 404 for unknown experts and tips', async () => {
    const missing = 99_999_999;
    expect((await t.call(newsRoutes.professorDetail, { professorId: missing })).status).toBe(404);
    expect((await t.call(newsRoutes.professorMessages, { professorId: missing })).status).toBe(404);
    expect((await t.call(newsRoutes.messageDetail, { id: missing })).status).toBe(404);
    expect((await t.call(newsRoutes.professorVerify, { professorId: missing })).status).toBe(404);
    expect((await t.call(newsRoutes.attention, { professorId: missing, attention: 1 }, demo)).status).toBe(404);
  });
});
