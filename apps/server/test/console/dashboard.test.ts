import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorRoutes, newsRoutes } from '@sport/contract';
import { consoleRoutes, type ConsoleDashboard } from '@sport/contract/console';
import { systemClock } from '../../src/lib/clock';
import type { TestApp } from '../helpers/app';
import { demoApp } from '../anchor/fixture';
import { newUser, post } from '../news/comments-fixture';
import { addExpert, addMatch, addTip, addUser, kickOff, moveMatch, seedMoneyWorld } from '../news/money-fixture';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';

// The 概览 page over the whole app: the live rooms a visitor's live list shows, today's tip purchases and refunds
// (how many, how much gold), the moderation queue's length, and each platform's last bet written — each figure
// moving by exactly what the test did.

let t: TestApp;
let ops: StaffLogin;

beforeAll(async () => {
  t = await demoApp();
  await seedMoneyWorld(t.database.db);
  ops = await staffLogin(t, ['operator']);
}, 300_000);
afterAll(async () => {
  await t.close();
});

const dashboard = async (): Promise<ConsoleDashboard> => {
  const res = await consoleCall(t, consoleRoutes.dashboard, {}, { cookie: ops.cookie });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data;
};

describe('the dashboard', () => {
  it('counts the live rooms a visitor’s live list shows', async () => {
    const list = await t.call(anchorRoutes.hostList, { kind: 1, size: 100 });
    expect(list.body.code).toBe(1);
    const live = list.body.data.list.filter((host) => host.liveStatus === 1);
    expect(live.length).toBeGreaterThan(0);
    expect((await dashboard()).liveRooms).toBe(live.length);
  });

  it('adds today’s tip purchases and refunds, count and gold', async () => {
    const before = await dashboard();
    const expert = await addExpert(t);
    const matchId = await addMatch(t.database.db);
    const legs = [{ matchId, play: 'result' as const, pick: 'home' as const, odds: 2.1 }];
    const tipId = await addTip(t, { expertId: expert.uid, price: 60, openBackGold: true, returnGoldPercentage: 50, legs });
    const buyers = [await addUser(t, 100), await addUser(t, 100)];
    for (const buyer of buyers) expect((await t.call(newsRoutes.buy, { messageId: tipId }, buyer)).body.code).toBe(1);

    const bought = await dashboard();
    expect(bought.purchases).toEqual({ count: before.purchases.count + 2, gold: before.purchases.gold + 120 });
    expect(bought.refunds).toEqual(before.refunds);

    await kickOff(t, matchId);
    await moveMatch(t, matchId, { statusId: 8, home: 0, away: 1 });
    expect((await t.app.tipSettlement.settleMatches([matchId])).refunds).toBe(2);
    const refunded = await dashboard();
    expect(refunded.refunds).toEqual({ count: before.refunds.count + 2, gold: before.refunds.gold + 60 });
    expect(refunded.purchases).toEqual(bought.purchases);
    // today is the world's China day (the file's world clock runs from MATCH_TIME), not the machine's
    const now = systemClock();
    expect(refunded.dayStart).toBeLessThanOrEqual(now);
    expect(now - refunded.dayStart).toBeLessThan(86_400_000);
  });

  it('counts a reported comment as waiting', async () => {
    const before = (await dashboard()).reportsWaiting;
    const author = await newUser(t);
    const expert = await addExpert(t);
    const matchId = await addMatch(t.database.db);
    const tipId = await addTip(t, { expertId: expert.uid, price: 0, legs: [{ matchId, play: 'result', pick: 'home', odds: 2 }] });
    const comment = await post(t, author, tipId, '这场稳了');
    const reporter = await newUser(t, 0);
    const reported = await t.call(newsRoutes.reportAdd, { commentId: comment.id, cateId: 3, content: '骂人' }, reporter);
    expect(reported.body.code).toBe(1);
    expect((await dashboard()).reportsWaiting).toBe(before + 1);
  });

  it('shows every platform, with no bet written yet in a world without ingests', async () => {
    const { ingest } = await dashboard();
    expect(ingest.map((p) => p.platform)).toEqual(['xj', 'bti', 'st', 'new-st']);
    expect(ingest.every((p) => p.lastBetAt === null && p.name.length > 0)).toBe(true);
  });
});
