import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingRoutes } from '@sport/contract';
import { reportVotes } from '../../src/db/schema/ranking';
import type { TestApp } from '../helpers/app';
import { addMatch, bet, ingest, newUser, rankingApp, seedCompetition } from './fixture';

// Racing calls (run on PostgreSQL too, with DATABASE_URL set): resends of one new bet, and many taps at once.
let t: TestApp;
let played: number;
beforeAll(async () => {
  t = await rankingApp();
  await seedCompetition(t.database.db);
  played = await addMatch(t.database.db, Date.now() - 3 * 3600_000, { home: 1, away: 0 });
});
afterAll(() => t.close());

describe('racing calls', () => {
  it('keep one bet when a platform sends the same new bet ten times at once', async () => {
    const user = await newUser(t);
    const body = { platform: 'xj' as const, bets: [bet('race-1', user.uid, played, { report: { views: 3 } })] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => ingest(t, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.reduce((sum, a) => sum + (a.body.data?.created ?? 0), 0)).toBe(1);
    const list = await t.call(rankingRoutes.bettingList, { userId: user.uid });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.reports).toHaveLength(1);
  });

  it('count every voter once when many vote at once, and one voter’s racing taps never drift the counters', async () => {
    const author = await newUser(t);
    await ingest(t, { platform: 'xj', bets: [bet('race-report', author.uid, played, { report: { views: 0 } })] });
    const reportId = (await t.call(rankingRoutes.bettingList, { userId: author.uid })).body.data.reports[0]!.id;
    const voters = await Promise.all(Array.from({ length: 8 }, () => newUser(t)));
    await Promise.all(voters.map((v) => t.call(rankingRoutes.reportLike, { reportId }, v)));
    const tapper = voters[0]!;
    // Three taps at once: like (takes it back), dislike, like — in some order; the counters must match the outcome.
    const taps = await Promise.all([
      t.call(rankingRoutes.reportLike, { reportId }, tapper),
      t.call(rankingRoutes.reportDislike, { reportId }, tapper),
      t.call(rankingRoutes.reportLike, { reportId }, tapper),
    ]);
    expect(taps.every((tap) => tap.status === 200)).toBe(true);
    const seen = (await t.call(rankingRoutes.bettingList, { userId: author.uid }, tapper)).body.data.reports[0]!;
    const mine = seen.myVote;
    expect(seen.like).toBe(7 + (mine === 1 ? 1 : 0));
    expect(seen.dislike).toBe(mine === -1 ? 1 : 0);
  });

  it('answer each of 101 racing taps of one user, and leave the counters equal to the votes stored', async () => {
    const author = await newUser(t);
    await ingest(t, { platform: 'xj', bets: [bet('race-taps', author.uid, played, { report: { views: 0 } })] });
    const reportId = (await t.call(rankingRoutes.bettingList, { userId: author.uid })).body.data.reports[0]!.id;
    const tapper = await newUser(t);
    const taps = await Promise.all(
      Array.from({ length: 101 }, (_, i) =>
        t.call(i % 2 === 0 ? rankingRoutes.reportLike : rankingRoutes.reportDislike, { reportId }, tapper),
      ),
    );
    expect(taps.map((tap) => tap.status)).toEqual(taps.map(() => 200));
    const votes = await t.database.db.select().from(reportVotes).where(eq(reportVotes.reportId, reportId));
    const seen = (await t.call(rankingRoutes.bettingList, { userId: author.uid }, tapper)).body.data.reports[0]!;
    expect(seen.like).toBe(votes.filter((v) => v.vote === 1).length);
    expect(seen.dislike).toBe(votes.filter((v) => v.vote === -1).length);
    expect(seen.myVote).toBe(votes[0]?.vote ?? 0);
  });
});
