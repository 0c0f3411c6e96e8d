import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaMidnight, DAY_MS, HOUR_MS } from '@sport/contract';
import { AnswerCache } from '../../src/lib/answer-cache';
import { createRankingService, type RankingService } from '../../src/modules/ranking/service';
import { createMemoryBus } from '../../src/realtime/bus-memory';
import type { TestApp } from '../helpers/app';
import { addMatch, bet, newUser, rankingApp, seedCompetition } from './fixture';

// The boards by week in China time, on a service whose clock the test moves: a bet counts in the week it
// settled in, and a closed week keeps its boards whatever comes in later.
let t: TestApp;
let clock = 0;
let ranking: RankingService;
const bus = createMemoryBus();
// Monday 2026-11-23 00:00 China time.
const monday = chinaMidnight(2026, 11, 23);
beforeAll(async () => {
  t = await rankingApp();
  await seedCompetition(t.database.db);
  ranking = createRankingService({ db: t.database.db, bus, cache: new AnswerCache(() => clock), football: t.app.football, users: t.app.users, clock: () => clock });
});
afterAll(async () => {
  ranking.close();
  await bus.close();
  await t.close();
});

const profitBoard = async (startDate: number) => {
  const answer = await ranking.list({ type: 2, startDate }, null);
  const date = answer.rankingDateList[0] ?? answer.historyRankingDateList[0];
  return [...(date?.redRankingList ?? []), ...(date?.winRankingList.list ?? [])].map((r) => [r.userId, r.value]);
};

describe('weeks of the boards', () => {
  it('count a bet in the China-time week it settled in, and keep a closed week as it was', async () => {
    const early = await newUser(t);
    const late = await newUser(t);
    const played = await addMatch(t.database.db, monday - 2 * DAY_MS, { home: 3, away: 0 });
    const lastWeek = monday - 7 * DAY_MS;
    // Sunday 23:59 China time (15:59 UTC): last week.
    clock = monday - 60_000;
    await ranking.ingest({ platform: 'xj', bets: [bet('week-early', early.uid, played, { placedAt: monday - 3 * DAY_MS })] });
    // Monday 00:01 China time (Sunday 16:01 UTC): this week.
    clock = monday + 60_000;
    await ranking.ingest({ platform: 'xj', bets: [bet('week-late', late.uid, played, { placedAt: monday - 3 * DAY_MS, stake: 300 })] });
    await ranking.recompute();
    expect(await profitBoard(lastWeek)).toEqual([[early.uid, 100]]);
    expect(await profitBoard(monday)).toEqual([[late.uid, 300]]);

    // A week later the week of `monday` closes with its boards; a bet settling after that counts in the new week.
    clock = monday + 7 * DAY_MS + HOUR_MS;
    await ranking.recompute();
    // The platform corrects the late bet to a loss: the correction counts now, the closed week stays.
    await ranking.ingest({ platform: 'xj', bets: [bet('week-late', late.uid, played, { placedAt: monday - 3 * DAY_MS, stake: 300, result: 'lose' })] });
    await ranking.ingest({ platform: 'xj', bets: [bet('week-after', early.uid, played, { placedAt: monday, stake: 1000 })] });
    await ranking.recompute();
    expect(await profitBoard(monday)).toEqual([[late.uid, 300]]);
    expect(await profitBoard(monday + 7 * DAY_MS)).toEqual([[early.uid, 1000], [late.uid, -300]]);
    expect(await profitBoard(lastWeek)).toEqual([[early.uid, 100]]);
    // The listed weeks moved on: `monday` is now a closed one.
    const closed = await ranking.list({ type: 2, startDate: monday }, null);
    expect(closed.rankingDateList).toEqual([]);
    expect(closed.historyRankingDateList).toHaveLength(1);
  });
});
