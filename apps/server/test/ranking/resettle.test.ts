import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingRoutes } from '@sport/contract';
import type { TestApp } from '../helpers/app';
import { AnswerCache } from '../../src/lib/answer-cache';
import { createRankingService } from '../../src/modules/ranking/service';
import { addMatch, bet, correctScore, double, finishMatch, ingest, markSimulated, newUser, rankingApp, seedCompetition } from './fixture';

// A match's score corrected after its bets settled, through the feed's apply path (as a later openfootball
// import replaces a simulated result): the leader's ranking pass settles our bets on it again, and leaves the
// ones the platform settled alone.
let t: TestApp;
let stopWatching: () => void;
beforeAll(async () => {
  t = await rankingApp();
  await seedCompetition(t.database.db);
  // What the leader does while it leads (plugins/jobs.ts): the test app runs no jobs.
  stopWatching = t.app.ranking.watchMatches();
});
afterAll(async () => {
  stopWatching();
  await t.close();
});

const publish = (channel: string, data: unknown) => t.app.bus.publish(channel, data);
const bettingList = async (userId: number) => {
  const res = await t.call(rankingRoutes.bettingList, { userId });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data;
};
const myProfit = async (session: { token: string; uid: number }) => {
  const res = await t.call(rankingRoutes.list, { type: 2 }, session);
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data.rankingDateList[0]?.myRanking;
};

describe('a score corrected after the bets settled', () => {
  it('settles our bets on the match again, and leaves the platform’s alone', async () => {
    // The simulator had the home side win 2-1.
    const played = await addMatch(t.database.db, Date.now() - 3 * 3600_000, { home: 2, away: 1 });
    await markSimulated(t.database.db, played);
    const other = await addMatch(t.database.db, Date.now() - 3 * 3600_000, { home: 0, away: 0 });
    const ours = await newUser(t, '我们结算');
    const theirs = await newUser(t, '平台结算');
    const legOnly = await newUser(t, '平台单腿');
    await ingest(t, {
      platform: 'xj',
      bets: [
        bet('ours-home', ours.uid, played),
        // Two legs: the draw on the other match stays won, the home leg on the corrected match loses.
        bet('ours-double', ours.uid, played, {
          stake: 50,
          legs: [
            { matchId: played, selection: { play: 'result', pick: 'home' }, odds: '2' },
            { matchId: other, selection: { play: 'result', pick: 'draw' }, odds: '3' },
          ],
        }),
        bet('theirs-home', theirs.uid, played, { result: 'win' }),
        // The platform sent the leg's result but not the slip's: we settled the slip, the leg stays its word.
        bet('leg-home', legOnly.uid, played, {
          legs: [{ matchId: played, selection: { play: 'result', pick: 'home' }, odds: '2', result: 'win' }],
        }),
      ],
    });
    await t.app.ranking.tick();
    expect((await bettingList(ours.uid)).list.map((b) => [b.orderId, b.result, b.winAmount]).sort()).toEqual([
      ['ours-double', 'win', 250],
      ['ours-home', 'win', 100],
    ]);
    expect(await myProfit(ours)).toMatchObject({ value: 350, hitCount: 2 });

    // The record: the away side won 0-1.
    const applied = await correctScore(t.database.db, publish, played, { home: 0, away: 1 });
    expect(applied.updatedMatchIds).toEqual([played]);
    await t.app.ranking.tick();

    const after = await bettingList(ours.uid);
    const byId = new Map(after.list.map((b) => [b.orderId, b]));
    expect(byId.get('ours-home')).toMatchObject({ result: 'lose', winAmount: -100 });
    expect(byId.get('ours-home')?.betInfos.map((l) => l.result)).toEqual(['lose']);
    expect(byId.get('ours-double')).toMatchObject({ result: 'lose', winAmount: -50 });
    expect(byId.get('ours-double')?.betInfos.map((l) => l.result)).toEqual(['lose', 'win']);
    expect(after.record).toEqual({ betCount: 2, hitCount: 0, profit: -150 });
    expect(await myProfit(ours)).toMatchObject({ value: -150, hitCount: 0, betCount: 2 });

    // The platform reported its bet won: that stays its word.
    const platform = await bettingList(theirs.uid);
    expect(platform.list.map((b) => [b.orderId, b.result, b.winAmount])).toEqual([['theirs-home', 'win', 100]]);
    expect(platform.record).toEqual({ betCount: 1, hitCount: 1, profit: 100 });
    expect(await myProfit(theirs)).toMatchObject({ value: 100, hitCount: 1 });
    const leg = await bettingList(legOnly.uid);
    expect(leg.list.map((b) => [b.orderId, b.result, b.winAmount, b.betInfos[0]?.result])).toEqual([['leg-home', 'win', 100, 'win']]);

    // Heard again (another event, a re-run): nothing changes.
    await t.app.bus.publish(`match.${played}`, {});
    await t.app.ranking.tick();
    expect(await bettingList(ours.uid)).toEqual(after);
    expect(await myProfit(ours)).toMatchObject({ value: -150, hitCount: 0, betCount: 2 });
  });

  it('opens again a slip lost early when a correction takes its lost leg back, and fills its last leg when that match ends', async () => {
    const first = await addMatch(t.database.db, Date.now() - 3 * 3600_000, { home: 1, away: 0 });
    await markSimulated(t.database.db, first);
    const last = await addMatch(t.database.db, Date.now() + 3600_000);
    const user = await newUser(t, '串关早输');
    await ingest(t, { platform: 'xj', bets: [double('early-double', user.uid, [first, 'away'], [last, 'home'])] });
    await t.app.ranking.tick();
    const slip = async () => (await bettingList(user.uid)).list[0];
    // Lost on its first match: settled at once, on the board, the second leg still to play.
    expect(await slip()).toMatchObject({ result: 'lose', winAmount: -100, betInfos: [{ result: 'lose' }, { result: 'waiting' }] });
    expect(await myProfit(user)).toMatchObject({ value: -100, betCount: 1 });

    // The record: the away side won. Nothing decides the slip now: it waits for its last match, off the board.
    await correctScore(t.database.db, publish, first, { home: 0, away: 1 });
    await t.app.ranking.tick();
    expect(await slip()).toMatchObject({ result: 'confirm', betInfos: [{ result: 'win' }, { result: 'waiting' }] });
    expect((await bettingList(user.uid)).record).toEqual({ betCount: 0, hitCount: 0, profit: 0 });

    await finishMatch(t.database.db, last, 2, 0);
    await t.app.ranking.tick();
    expect(await slip()).toMatchObject({ result: 'win', winAmount: 500, betInfos: [{ result: 'win' }, { result: 'win' }] });
  });

  it('fills the waiting leg of a slip lost early when its match ended while no leader listened', async () => {
    const first = await addMatch(t.database.db, Date.now() - 3 * 3600_000, { home: 1, away: 0 });
    const last = await addMatch(t.database.db, Date.now() + 3600_000);
    const user = await newUser(t, '串关补腿');
    await ingest(t, { platform: 'xj', bets: [double('missed-double', user.uid, [first, 'away'], [last, 'home'])] });
    await t.app.ranking.tick();
    // The match ends without an event this leader hears (it was down): its next ticks do not see it.
    await finishMatch(t.database.db, last, 2, 0);
    await t.app.ranking.tick();
    expect((await bettingList(user.uid)).list[0]?.betInfos.map((leg) => leg.result)).toEqual(['lose', 'waiting']);

    // A leader that starts looks at such slips once.
    const restarted = createRankingService({
      db: t.database.db,
      bus: t.app.bus,
      cache: new AnswerCache(Date.now),
      football: t.app.football,
      users: t.app.users,
    });
    try {
      await restarted.tick();
    } finally {
      restarted.close();
    }
    expect((await bettingList(user.uid)).list[0]).toMatchObject({ result: 'lose', winAmount: -100, betInfos: [{ result: 'lose' }, { result: 'win' }] });
  });
});
