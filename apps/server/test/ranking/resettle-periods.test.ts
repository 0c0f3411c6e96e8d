import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaMidnight, DAY_MS, HOUR_MS } from '@sport/contract';
import { AnswerCache } from '../../src/lib/answer-cache';
import { createRankingService, type RankingService } from '../../src/modules/ranking/service';
import { createMemoryBus } from '../../src/realtime/bus-memory';
import type { TestApp } from '../helpers/app';
import { addMatch, bet, correctScore, markSimulated, newUser, rankingApp, seedCompetition } from './fixture';

// Which week's board a re-settled bet counts in, on a service whose clock the test moves: a new result is
// learnt when the correction comes, so it counts in the open week; a result that stays keeps its week; a closed
// week keeps its boards.
let t: TestApp;
let clock = 0;
let ranking: RankingService;
let stopWatching: () => void;
const bus = createMemoryBus();
// Monday 2026-11-23 00:00 China time.
const monday = chinaMidnight(2026, 11, 23);
beforeAll(async () => {
  t = await rankingApp();
  await seedCompetition(t.database.db);
  ranking = createRankingService({ db: t.database.db, bus, cache: new AnswerCache(() => clock), football: t.app.football, users: t.app.users, clock: () => clock });
  stopWatching = ranking.watchMatches();
});
afterAll(async () => {
  stopWatching();
  ranking.close();
  await bus.close();
  await t.close();
});

const profitBoard = async (startDate: number) => {
  const answer = await ranking.list({ type: 2, startDate }, null);
  const date = answer.rankingDateList[0] ?? answer.historyRankingDateList[0];
  return [...(date?.redRankingList ?? []), ...(date?.winRankingList.list ?? [])].map((r) => [r.userId, r.value]);
};

describe('a re-settled bet and the weeks of the boards', () => {
  it('counts a new result in the open week, keeps a same result in its week, and leaves a closed week as it was', async () => {
    const flipped = await newUser(t);
    const kept = await newUser(t);
    const first = await addMatch(t.database.db, monday + DAY_MS, { home: 2, away: 1 });
    const second = await addMatch(t.database.db, monday + DAY_MS, { home: 2, away: 1 });
    const drawn = await addMatch(t.database.db, monday + DAY_MS, { home: 1, away: 1 });
    await markSimulated(t.database.db, first);
    await markSimulated(t.database.db, second);
    clock = monday + 2 * DAY_MS;
    await ranking.ingest({
      platform: 'xj',
      bets: [
        bet('week-flip', flipped.uid, first, { placedAt: monday }),
        // Over 2.75 goals half wins on three goals and wins on four; with the won draw the slip wins either way.
        bet('week-kept', kept.uid, second, {
          placedAt: monday,
          legs: [
            { matchId: second, selection: { play: 'total', pick: 'over', line: '2.75' }, odds: '2' },
            { matchId: drawn, selection: { play: 'result', pick: 'draw' }, odds: '2' },
          ],
        }),
      ],
    });
    await ranking.tick();
    expect(await profitBoard(monday)).toEqual([[kept.uid, 200], [flipped.uid, 100]]);

    // The week after, the week of `monday` is closed; then the records come: the first match was lost, the
    // second had four goals (the slip still wins, by more).
    const nextWeek = monday + 7 * DAY_MS;
    clock = nextWeek + HOUR_MS;
    await ranking.tick();
    const publish = (channel: string, data: unknown) => bus.publish(channel, data);
    await correctScore(t.database.db, publish, first, { home: 0, away: 1 });
    await correctScore(t.database.db, publish, second, { home: 3, away: 1 });
    await ranking.tick();

    expect(await profitBoard(monday)).toEqual([[kept.uid, 200], [flipped.uid, 100]]);
    expect(await profitBoard(nextWeek)).toEqual([[flipped.uid, -100]]);
    const list = await ranking.bettingList({ userId: flipped.uid }, null);
    expect(list.list.map((b) => [b.orderId, b.result, b.winAmount])).toEqual([['week-flip', 'lose', -100]]);
    expect(list.record).toEqual({ betCount: 1, hitCount: 0, profit: -100 });
    const keptList = await ranking.bettingList({ userId: kept.uid }, null);
    expect(keptList.list.map((b) => [b.orderId, b.result, b.winAmount])).toEqual([['week-kept', 'win', 300]]);
    expect(keptList.list[0]?.betInfos.map((l) => l.result)).toEqual(['win', 'win']);
    expect(keptList.record).toEqual({ betCount: 1, hitCount: 1, profit: 300 });
  });
});
