import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRoutes } from '@sport/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { matches } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/db';
import {
  addExpert,
  addMatch,
  addTip,
  addUser,
  kickOff,
  ledgerOf,
  moveMatch,
  seedMoneyWorld,
  tipRow,
} from './money-fixture';

// The leader settles what is due before its node serves (a restart, or the seeded past), then follows finished
// matches on the bus: the app as `npm start` runs it, with RUN_JOBS on.

let database: Database;
let leader: TestApp;
let finishedTip: number;
let liveMatch: number;
let liveTip: number;
let buyer: { token: string; uid: number };

beforeAll(async () => {
  database = await createTestDatabase();
  // A node without jobs writes the world: a tip whose match finished while no leader ran, one still in play.
  const writer = await buildTestApp({ database, config: { rateLimitMax: 100_000 } });
  try {
    await seedMoneyWorld(database.db);
    const expertId = (await addExpert(writer)).uid;
    const finished = await addMatch(database.db);
    liveMatch = await addMatch(database.db);
    // A real match whose source has no result yet and no seed: the leader's live simulator (it plays the running
    // season's seeded fixtures) leaves it alone, so only the bus event below ends it. With a seed, the simulator's
    // first pass could play this 2-hour-old kick-off to its end before the first check.
    await database.db.update(matches).set({ simSeed: 0 }).where(eq(matches.id, liveMatch));
    const refunding = { openBackGold: true, returnGoldPercentage: 100 };
    finishedTip = await addTip(writer, {
      expertId,
      price: 30,
      ...refunding,
      legs: [{ matchId: finished, play: 'result', pick: 'home', odds: 2 }],
    });
    liveTip = await addTip(writer, {
      expertId,
      price: 20,
      ...refunding,
      legs: [{ matchId: liveMatch, play: 'result', pick: 'away', odds: 2.2 }],
    });
    buyer = await addUser(writer, 100);
    for (const messageId of [finishedTip, liveTip])
      expect((await writer.call(newsRoutes.buy, { messageId }, buyer)).body.code).toBe(1);
    await kickOff(writer, finished);
    await kickOff(writer, liveMatch);
    await moveMatch(writer, finished, { statusId: 8, home: 0, away: 2 });
  } finally {
    await writer.close();
  }
  leader = await buildTestApp({ database, config: { runJobs: true, seedDemo: false, rateLimitMax: 100_000 } });
}, 300_000);
afterAll(async () => {
  await leader.close();
  await database.close();
});

describe('the leader’s settlement', () => {
  it('has settled what was due before the node reports ready', async () => {
    expect(await tipRow(leader, finishedTip)).toMatchObject({ result: 'lose', profit: -1 });
    expect(await ledgerOf(leader, buyer.uid, `tip-refund:${finishedTip}`)).toEqual([
      { amount: 30, key: `tip-refund:${finishedTip}:v1`, reason: 'tip refund' },
    ]);
    expect((await tipRow(leader, liveTip)).result).toBeNull();
  });

  it('settles a tip when its match’s end is heard on the bus', async () => {
    await moveMatch(leader, liveMatch, { statusId: 8, home: 3, away: 0 });
    await expect
      .poll(async () => (await tipRow(leader, liveTip)).result, { timeout: 60_000, interval: 250 })
      .toBe('lose');
    await expect
      .poll(() => leader.app.wallet.balance(buyer.uid), { timeout: 10_000, interval: 250 })
      .toBe(100 - 30 - 20 + 30 + 20);
  }, 90_000);
});
