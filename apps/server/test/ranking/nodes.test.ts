import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '@sport/contract';
import { AnswerCache } from '../../src/lib/answer-cache';
import { NotFoundError } from '../../src/lib/domain-errors';
import { createRankingService, type RankingService } from '../../src/modules/ranking/service';
import { createMemoryBus } from '../../src/realtime/bus-memory';
import type { TestApp } from '../helpers/app';
import { addMatch, bet, newUser, rankingApp, seedCompetition } from './fixture';

// Two nodes on one bus, each with its own answer cache, on a clock that stands still: an answer a node
// serves after a change on the other comes from the change being heard, not from a time to live running out.
let t: TestApp;
const now = Date.now();
const bus = createMemoryBus();
let writer: RankingService;
let reader: RankingService;
const node = () =>
  createRankingService({
    db: t.database.db,
    bus,
    cache: new AnswerCache(() => now),
    football: t.app.football,
    users: t.app.users,
    clock: () => now,
  });
beforeAll(async () => {
  t = await rankingApp();
  await seedCompetition(t.database.db);
  writer = node();
  reader = node();
});
afterAll(async () => {
  writer.close();
  reader.close();
  await bus.close();
  await t.close();
});

describe('a change made on one node', () => {
  it('shows at once in the answers the other node had cached', async () => {
    const bettor = await newUser(t);
    const voter = await newUser(t);
    const won = await addMatch(t.database.db, now - 3 * HOUR_MS, { home: 2, away: 0 });
    await writer.ingest({ platform: 'xj', bets: [bet('nodes-1', bettor.uid, won, { report: { views: 0 } })] });
    await writer.tick();

    const profit = async (callerId: number | null) => (await reader.list({ type: 2 }, callerId)).rankingDateList[0];
    const firstPage = (callerId: number) => reader.bettingList({ userId: bettor.uid }, callerId);
    const before = await profit(voter.uid);
    expect(before?.redRankingList.map((r) => r.userId)).toContain(bettor.uid);
    const report = before?.bettingReportList.find((r) => r.userId === bettor.uid);
    expect(report).toMatchObject({ like: 0, myVote: 0 });
    expect((await firstPage(voter.uid)).reports).toMatchObject([{ id: report?.id, like: 0, myVote: 0 }]);

    await writer.vote(report?.id ?? 0, voter.uid, 1);
    expect((await profit(voter.uid))?.bettingReportList.find((r) => r.id === report?.id)).toMatchObject({ like: 1, myVote: 1 });
    expect((await firstPage(voter.uid)).reports).toMatchObject([{ id: report?.id, like: 1, myVote: 1 }]);

    const more = await addMatch(t.database.db, now - 2 * HOUR_MS, { home: 0, away: 1 });
    await writer.ingest({ platform: 'xj', bets: [bet('nodes-2', bettor.uid, more)] });
    expect((await firstPage(voter.uid)).total).toBe(2);
    await writer.tick();
    expect((await firstPage(voter.uid)).record).toMatchObject({ betCount: 2, hitCount: 1 });

    await writer.setHidden(bettor.uid, true);
    const hidden = await profit(null);
    expect(hidden?.redRankingList.map((r) => r.userId)).not.toContain(bettor.uid);
    expect(hidden?.bettingReportList.map((r) => r.userId)).not.toContain(bettor.uid);
    await expect(firstPage(voter.uid)).rejects.toBeInstanceOf(NotFoundError);
    expect((await firstPage(bettor.uid)).total).toBe(2);
  });
});
