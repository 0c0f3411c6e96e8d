import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_BET_PAYOUT,
  MAX_LEG_ODDS,
  MAX_SLIP_ODDS,
  MAX_STAKE,
  rankingRoutes,
  RED_ORDER_MIN_BETS,
  type IngestBet,
  type RankingDate,
} from '@sport/contract';
import { eq } from 'drizzle-orm';
import { matches } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { addMatch, bet, double, finishMatch, ingest, KEYS, newUser, rankingApp, seedCompetition } from './fixture';

let t: TestApp;
let played: number;
beforeAll(async () => {
  t = await rankingApp();
  await seedCompetition(t.database.db);
  // Home won 2-1: a home pick wins, an away pick loses.
  played = await addMatch(t.database.db, Date.now() - 3 * 3600_000, { home: 2, away: 1 });
});
afterAll(() => t.close());

const recent = async (type: number, session?: { token: string; uid: number }, extra: Record<string, unknown> = {}) => {
  const res = await t.call(rankingRoutes.list, { type, ...extra }, session);
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  const date = res.body.data.rankingDateList[0];
  if (!date) throw new Error('no recent period');
  return date;
};
const rows = (date: RankingDate) => [...date.redRankingList, ...date.winRankingList.list];

describe('bet ingest', () => {
  it('keeps a bet resent three times as one bet', async () => {
    const user = await newUser(t);
    const body = { platform: 'xj' as const, bets: [bet('resent-1', user.uid, played)] };
    const first = await ingest(t, body);
    expect(first.body.data).toEqual({ received: 1, created: 1, updated: 0, unchanged: 0 });
    for (let i = 0; i < 2; i++) {
      const again = await ingest(t, body);
      expect(again.body.data).toEqual({ received: 1, created: 0, updated: 0, unchanged: 1 });
    }
    const list = await t.call(rankingRoutes.bettingList, { userId: user.uid });
    expect(list.body.data.total).toBe(1);
    // The match had finished: the bet settled by the shared rules at once.
    expect(list.body.data.list[0]).toMatchObject({ orderId: 'resent-1', result: 'win', amount: 100, winAmount: 100, platform: 'xj' });
    expect(list.body.data.list[0]?.betInfos[0]).toMatchObject({ homeName: '主队甲', awayName: '客队乙', playName: '胜平负', option: '主胜', result: 'win' });
  });

  it('refuses a bad row with a 422 naming it, and writes nothing of the call', async () => {
    const user = await newUser(t);
    const res = await ingest(t, { platform: 'xj', bets: [bet('half-1', user.uid, played), bet('half-2', user.uid, played, { stake: 0 })] });
    expect(res.status).toBe(422);
    expect(res.body.msg).toMatch(/^body\.bets\.1\.stake: /);
    const unknownMatch = await ingest(t, { platform: 'xj', bets: [bet('half-3', user.uid, 1)] });
    expect(unknownMatch.status).toBe(422);
    expect(unknownMatch.body.msg).toBe('body.bets.0.legs.0.matchId: no such match');
    const unknownUser = await ingest(t, { platform: 'xj', bets: [bet('half-4', 99_999_999, played)] });
    expect(unknownUser.body.msg).toBe('body.bets.0.userId: no such user');
    const lowOdds = await ingest(t, {
      platform: 'xj',
      bets: [bet('half-5', user.uid, played, { legs: [{ matchId: played, selection: { play: 'total', pick: 'over', line: '2.5' }, odds: '1.001' }] })],
    });
    expect(lowOdds.body.msg).toMatch(/^body\.bets\.0\.legs\.0\.odds: must be at least/);
    const badLine = await ingest(t, {
      platform: 'xj',
      bets: [bet('half-6', user.uid, played, { legs: [{ matchId: played, selection: { play: 'handicap', pick: 'home', line: '0.3' }, odds: '1.9' }] })],
    });
    expect(badLine.status).toBe(422);
    expect(badLine.body.msg).toMatch(/^body\.bets\.0\.legs\.0\.selection/);
    const list = await t.call(rankingRoutes.bettingList, { userId: user.uid });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses odds and stakes no platform produces with a 422 naming the row, and takes those at the bounds', async () => {
    const user = await newUser(t);
    // On a match not played yet: the bets at the bounds stay open, off the boards other tests read.
    const upcoming = await addMatch(t.database.db, Date.now() + 3600_000);
    const legs = (n: number, odds: string) =>
      Array.from({ length: n }, () => ({ matchId: upcoming, selection: { play: 'result' as const, pick: 'home' as const }, odds }));
    const refused = async (extra: Partial<IngestBet>, msg: RegExp) => {
      const res = await ingest(t, { platform: 'xj', bets: [bet('fine-0', user.uid, played), bet('wild-1', user.uid, played, extra)] });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.msg).toMatch(msg);
    };
    // The probe's slip: ten legs at 9999.999 would have won 9.99e46.
    await refused({ legs: legs(10, '9999.999') }, new RegExp(`^body\\.bets\\.1\\.legs\\.0\\.odds: must be at most ${MAX_LEG_ODDS}$`));
    await refused({ legs: legs(1, '1000.001') }, /^body\.bets\.1\.legs\.0\.odds: must be at most /);
    await refused({ legs: legs(5, '10.1') }, new RegExp(`^body\\.bets\\.1\\.legs: combined odds must be at most ${MAX_SLIP_ODDS}$`));
    await refused({ stake: MAX_STAKE + 1 }, /^body\.bets\.1\.stake: /);
    await refused({ stake: MAX_STAKE, legs: legs(1, '10.001') }, new RegExp(`^body\\.bets\\.1\\.stake: stake × odds must be at most ${MAX_BET_PAYOUT}`));
    expect((await t.call(rankingRoutes.bettingList, { userId: user.uid })).body.data.total).toBe(0);

    const bounds = await ingest(t, {
      platform: 'xj',
      bets: [
        bet('bound-leg', user.uid, played, { stake: 100, legs: legs(1, String(MAX_LEG_ODDS)) }),
        bet('bound-slip', user.uid, played, { stake: 100, legs: legs(5, '10') }),
        bet('bound-pay', user.uid, played, { stake: MAX_STAKE, legs: legs(1, '10') }),
      ],
    });
    expect(bounds.body.data).toMatchObject({ created: 3 });
  });

  it('needs the platform’s own key', async () => {
    const user = await newUser(t);
    const body = { platform: 'xj', bets: [bet('key-1', user.uid, played)] };
    expect((await ingest(t, body, null)).status).toBe(403);
    expect((await ingest(t, body, KEYS.bti)).status).toBe(403);
    expect((await ingest(t, { ...body, platform: 'st' }, KEYS.xj)).status).toBe(403);
    expect((await ingest(t, body, KEYS.xj)).status).toBe(200);
  });

  it('settles an open bet when its match finishes, and keeps a result the platform sent', async () => {
    const user = await newUser(t);
    const later = await addMatch(t.database.db, Date.now() + 3600_000);
    await ingest(t, {
      platform: 'bti',
      bets: [
        bet('open-1', user.uid, later, { legs: [{ matchId: later, selection: { play: 'handicap', pick: 'home', line: '-0.75' }, odds: '1.9' }] }),
        bet('platform-1', user.uid, later, { result: 'lose' }),
      ],
    }, KEYS.bti);
    let list = await t.call(rankingRoutes.bettingList, { userId: user.uid });
    expect(list.body.data.list.map((b) => b.result).sort()).toEqual(['confirm', 'lose']);
    await finishMatch(t.database.db, later, 1, 0);
    await t.app.ranking.tick();
    list = await t.call(rankingRoutes.bettingList, { userId: user.uid });
    const byId = new Map(list.body.data.list.map((b) => [b.orderId, b]));
    // −0.75 won by one goal: half the stake wins at 1.9, half pushes.
    expect(byId.get('open-1')).toMatchObject({ result: 'half_win', winAmount: 45 });
    expect(byId.get('platform-1')).toMatchObject({ result: 'lose', winAmount: -100 });
  });

  it('shows a leg of an open slip settled once its match ends, the slip waiting for its last match', async () => {
    const user = await newUser(t);
    const first = await addMatch(t.database.db, Date.now() + 3600_000);
    const last = await addMatch(t.database.db, Date.now() + 7200_000);
    await ingest(t, { platform: 'xj', bets: [double('double-1', user.uid, [first, 'home'], [last, 'away'])] });
    const slip = async () => (await t.call(rankingRoutes.bettingList, { userId: user.uid })).body.data.list[0]!;
    expect((await slip()).betInfos.map((leg) => leg.result)).toEqual(['waiting', 'waiting']);

    await finishMatch(t.database.db, first, 2, 0);
    await t.app.ranking.tick();
    expect(await slip()).toMatchObject({ result: 'confirm', betInfos: [{ result: 'win' }, { result: 'waiting' }] });

    await finishMatch(t.database.db, last, 0, 1);
    await t.app.ranking.tick();
    expect(await slip()).toMatchObject({ result: 'win', winAmount: 500, betInfos: [{ result: 'win' }, { result: 'win' }] });
  });

  it('settles a slip as lost once one leg loses, its other legs still to play', async () => {
    const user = await newUser(t);
    const first = await addMatch(t.database.db, Date.now() + 3600_000);
    const last = await addMatch(t.database.db, Date.now() + 7200_000);
    await ingest(t, { platform: 'xj', bets: [double('double-lost', user.uid, [first, 'home'], [last, 'away'])] });
    await finishMatch(t.database.db, first, 0, 1);
    await t.app.ranking.tick();
    const list = (await t.call(rankingRoutes.bettingList, { userId: user.uid })).body.data;
    expect(list.list[0]).toMatchObject({ result: 'lose', winAmount: -100, betInfos: [{ result: 'lose' }, { result: 'waiting' }] });
    expect(list.record).toEqual({ betCount: 1, hitCount: 0, profit: -100 });
  });
});

describe('the boards', () => {
  it('moves a user on the profit board when a late settlement comes in', async () => {
    const a = await newUser(t, '早结算');
    const b = await newUser(t, '晚结算');
    const later = await addMatch(t.database.db, Date.now() + 7200_000);
    await ingest(t, { platform: 'xj', bets: [bet('late-a', a.uid, played, { stake: 100000 }), bet('late-b', b.uid, later, { stake: 300000 })] });
    await t.app.ranking.recompute();
    let board = rows(await recent(2));
    expect(board.findIndex((r) => r.userId === a.uid)).toBe(0);
    expect(board.some((r) => r.userId === b.uid)).toBe(false);
    const settled = await ingest(t, { platform: 'xj', bets: [bet('late-b', b.uid, later, { stake: 300000, result: 'win' })] });
    expect(settled.body.data).toMatchObject({ created: 0, updated: 1 });
    await t.app.ranking.recompute();
    board = rows(await recent(2));
    expect(board.slice(0, 2).map((r) => [r.userId, r.rank, r.value])).toEqual([
      [b.uid, 1, 300000],
      [a.uid, 2, 100000],
    ]);
  });

  it('orders the red-order board by hits, then hit rate, with ties sharing a rank and a minimum of bets', async () => {
    const users = await Promise.all([newUser(t), newUser(t), newUser(t), newUser(t)]);
    const lost = await addMatch(t.database.db, Date.now() - 3600_000, { home: 0, away: 3 });
    // [hits, misses]: 9/0 first; 8/2 and 8/2 tie for second; 8/3 fourth; a user with fewer bets than the minimum is absent.
    const plan: [number, number][] = [[9, 0], [8, 2], [8, 2], [8, 3]];
    const bets: IngestBet[] = [];
    plan.forEach(([hits, misses], u) => {
      for (let i = 0; i < hits + misses; i++) bets.push(bet(`red-${u}-${i}`, users[u]!.uid, i < hits ? played : lost, { stake: 10 }));
    });
    const few = await newUser(t);
    for (let i = 0; i < RED_ORDER_MIN_BETS - 1; i++) bets.push(bet(`red-few-${i}`, few.uid, played, { stake: 10 }));
    await ingest(t, { platform: 'bti', bets }, KEYS.bti);
    await t.app.ranking.recompute();
    const board = rows(await recent(1, undefined, { showMore: 1 })).filter((r) => users.some((u) => u.uid === r.userId) || r.userId === few.uid);
    // Tied users are listed by user id.
    const tied = [users[1].uid, users[2].uid].sort((x, y) => x - y);
    expect(board.map((r) => [r.userId, r.value])).toEqual([
      [users[0].uid, 9],
      [tied[0], 8],
      [tied[1], 8],
      [users[3].uid, 8],
    ]);
    const ranks = board.map((r) => r.rank);
    expect(ranks[1]).toBe(ranks[2]);
    expect(ranks[3]).toBe(ranks[1]! + 2);
    expect(board[1]?.winRate).toBe(0.8);
  });

  it('ranks follow-order by bets others copied, and popularity by reports’ likes and views', async () => {
    const leader = await newUser(t);
    const fans = await Promise.all([newUser(t), newUser(t), newUser(t)]);
    await ingest(t, {
      platform: 'xj',
      bets: [
        bet('lead-1', leader.uid, played, { report: { views: 40 } }),
        ...fans.map((f, i) => bet(`copy-${i}`, f.uid, played, { copiedFrom: 'lead-1' })),
        bet('self-copy', leader.uid, played, { copiedFrom: 'lead-1' }),
      ],
    });
    await t.app.ranking.recompute();
    const follow = await recent(4);
    expect(rows(follow).find((r) => r.userId === leader.uid)).toMatchObject({ value: 3 });
    expect(follow.followBetCount).toBeGreaterThanOrEqual(4);
    const pop = await recent(3);
    expect(rows(pop).find((r) => r.userId === leader.uid)).toMatchObject({ value: 40 });
    expect(pop.bettingReportList.some((r) => r.userId === leader.uid && r.views === 40)).toBe(true);
  });

  it('leaves a hidden user off the boards, and shows the caller their own row', async () => {
    const user = await newUser(t, '隐身者');
    await ingest(t, { platform: 'xj', bets: [bet('hide-1', user.uid, played, { stake: MAX_STAKE })] });
    await t.app.ranking.recompute();
    let date = await recent(2, user);
    expect(date.hidden).toBe(false);
    expect(date.myRanking).toMatchObject({ userId: user.uid, rank: 1, nickName: '隐身者' });
    expect(rows(date)[0]?.userId).toBe(user.uid);

    const hide = await t.call(rankingRoutes.switch, { hidden: 1 }, user);
    expect(hide.body.data).toEqual({ hidden: true });
    date = await recent(2, user);
    expect(date.hidden).toBe(true);
    expect(date.myRanking).toBeNull();
    expect(rows(date).some((r) => r.userId === user.uid)).toBe(false);
    // The ones behind move up.
    expect(rows(date)[0]?.rank).toBe(1);

    await t.call(rankingRoutes.switch, { hidden: 0 }, user);
    date = await recent(2);
    expect(rows(date)[0]?.userId).toBe(user.uid);
  });

  it('hides a hidden user’s slips and betting list from everyone but themselves, at once', async () => {
    const user = await newUser(t, '藏单者');
    const other = await newUser(t);
    await ingest(t, { platform: 'xj', bets: [bet('hide-slip', user.uid, played, { report: { views: 900_000 } })] });
    await t.app.ranking.recompute();
    const slips = async (session?: typeof user) =>
      (await recent(3, session)).bettingReportList.filter((r) => r.userId === user.uid).length;
    const listOf = (session?: typeof user) => t.call(rankingRoutes.bettingList, { userId: user.uid }, session);
    // Read first, so the answers below come after cached ones are dropped, not from a cold cache.
    expect(await slips()).toBe(1);
    expect(await slips(other)).toBe(1);
    expect((await listOf()).body.data.total).toBe(1);
    expect((await listOf(other)).body.data.total).toBe(1);

    await t.call(rankingRoutes.switch, { hidden: 1 }, user);
    expect(await slips()).toBe(0);
    expect(await slips(other)).toBe(0);
    expect(await slips(user)).toBe(0);
    for (const session of [undefined, other]) {
      const res = await listOf(session);
      expect(res.status).toBe(404);
      expect(res.body.data).toBeNull();
    }
    const own = await listOf(user);
    expect(own.body.data).toMatchObject({ total: 1, record: { betCount: 1 } });
    expect(own.body.data.reports).toHaveLength(1);

    await t.call(rankingRoutes.switch, { hidden: 0 }, user);
    expect(await slips(other)).toBe(1);
    expect((await listOf(other)).body.data.total).toBe(1);
  });

  it('lists the recent period and the closed ones in config, and refuses a period no board has', async () => {
    const config = await t.call(rankingRoutes.config, {});
    expect(config.body.data.map((c) => c.type)).toEqual([1, 2, 3, 4]);
    // SPEC §9's first set of tabs in its order, then the follow-order board of its second set (record 024)
    expect(config.body.data.map((c) => c.text)).toEqual(['红单榜', '盈利榜', '人气榜', '跟单榜']);
    const periods = config.body.data[0]!.rankingDateList;
    expect(periods[0]!.endDate).toBeGreaterThan(Date.now());
    const closed = periods[1]!;
    const res = await t.call(rankingRoutes.list, { type: 2, startDate: closed.startDate });
    expect(res.body.data.rankingDateList).toEqual([]);
    expect(res.body.data.historyRankingDateList[0]).toMatchObject({ startDate: closed.startDate, endDate: closed.endDate });
    const unknown = await t.call(rankingRoutes.list, { type: 2, startDate: closed.startDate + 1 });
    expect(unknown.status).toBe(404);
    const badType = await t.call(rankingRoutes.list, { type: 5 });
    expect(badType.status).toBe(422);
    expect(badType.body.msg).toMatch(/^body\.type: /);
  });
});

describe('report votes', () => {
  it('takes one vote per user: a second tap takes it back, the other button moves it', async () => {
    const author = await newUser(t);
    const voter = await newUser(t);
    const other = await newUser(t);
    await ingest(t, { platform: 'xj', bets: [bet('voted-1', author.uid, played, { report: { views: 0 } })] });
    const page = await t.call(rankingRoutes.bettingList, { userId: author.uid }, voter);
    const reportId = page.body.data.reports[0]!.id;
    const like = (s: typeof voter) => t.call(rankingRoutes.reportLike, { reportId }, s);
    const dislike = (s: typeof voter) => t.call(rankingRoutes.reportDislike, { reportId }, s);
    expect((await like(voter)).body.data).toEqual({ reportId, like: 1, dislike: 0, myVote: 1 });
    expect((await like(other)).body.data).toEqual({ reportId, like: 2, dislike: 0, myVote: 1 });
    expect((await like(voter)).body.data).toEqual({ reportId, like: 1, dislike: 0, myVote: 0 });
    expect((await dislike(voter)).body.data).toEqual({ reportId, like: 1, dislike: 1, myVote: -1 });
    expect((await like(voter)).body.data).toEqual({ reportId, like: 2, dislike: 0, myVote: 1 });
    const seen = await t.call(rankingRoutes.bettingList, { userId: author.uid }, voter);
    expect(seen.body.data.reports[0]).toMatchObject({ id: reportId, like: 2, dislike: 0, myVote: 1 });
  });

  it('needs login, and answers 404 for a report that does not exist', async () => {
    const user = await newUser(t);
    const visitor = await t.call(rankingRoutes.reportLike, { reportId: 1 });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(400);
    expect((await t.call(rankingRoutes.switch, { hidden: 1 })).body.code).toBe(400);
    const missing = await t.call(rankingRoutes.reportDislike, { reportId: 99_999_999 }, user);
    expect(missing.status).toBe(404);
    const bad = await t.call(rankingRoutes.reportLike, { reportId: 0 }, user);
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toMatch(/^body\.reportId: /);
  });
});

describe('a user’s betting list', () => {
  it('pages 100 bets at a time by cursor, newest first, with the title and record', async () => {
    const user = await newUser(t);
    const now = Date.now();
    const many = Array.from({ length: 150 }, (_, i) => bet(`page-${i}`, user.uid, played, { placedAt: now - i * 60_000 }));
    await ingest(t, { platform: 'xj', bets: many });
    await t.app.ranking.recompute();
    const first = await t.call(rankingRoutes.bettingList, { userId: user.uid });
    expect(first.body.data).toMatchObject({ pageNum: 1, pageSize: 100, total: 150 });
    expect(first.body.data.list).toHaveLength(100);
    expect(first.body.data.list[0]?.orderId).toBe('page-0');
    expect(first.body.data.userTitle).toMatchObject({ title: '盈利大神', level: 4 });
    expect(first.body.data.record).toEqual({ betCount: 150, hitCount: 150, profit: 15000 });
    const second = await t.call(rankingRoutes.bettingList, { userId: user.uid, cursor: first.body.data.cursor ?? '' });
    expect(second.body.data.pageNum).toBe(2);
    expect(second.body.data.list.map((b) => b.orderId)).toEqual(many.slice(100).map((b) => b.betId));
    expect(second.body.data.cursor).toBeNull();
  });

  it('marks a leg whose match the record gives only the day of, so the app reads 待定 for its time', async () => {
    const user = await newUser(t);
    const undated = await addMatch(t.database.db, Date.now() + 2 * 24 * 3600_000);
    await t.database.db.update(matches).set({ kickoffTimeSet: false }).where(eq(matches.id, undated));
    const timed = await addMatch(t.database.db, Date.now() + 2 * 24 * 3600_000);
    await ingest(t, { platform: 'xj', bets: [bet('undated-1', user.uid, undated), bet('timed-1', user.uid, timed)] });
    const list = (await t.call(rankingRoutes.bettingList, { userId: user.uid })).body.data.list;
    const leg = (id: string) => list.find((b) => b.orderId === id)?.betInfos[0];
    expect(leg('undated-1')?.kickoffTimeTbd).toBe(true);
    expect(leg('timed-1')).toBeDefined();
    expect(leg('timed-1')?.kickoffTimeTbd).toBeUndefined();
  });

  it('answers 404 for an unknown user and 422 for a cursor it did not give', async () => {
    expect((await t.call(rankingRoutes.bettingList, { userId: 99_999_999 })).status).toBe(404);
    const user = await newUser(t);
    const bad = await t.call(rankingRoutes.bettingList, { userId: user.uid, cursor: 'abc' });
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toMatch(/^body\.cursor: /);
  });
});
