import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NbaKind, nbaRoutes, newsRoutes, rankingRoutes, SportId } from '@sport/contract';
import { consoleRoutes, type ConsoleMatchChange } from '@sport/contract/console';
import { matches } from '../../src/db/schema/match';
import { buildTestApp, type Session, type TestApp } from '../helpers/app';
import { missingServices, REDIS_URL } from '../helpers/reachability';
import { addExpert, addMatch, addTip, addUser, kickOff, ledgerOf, seedMoneyWorld, tipRow } from '../news/money-fixture';
import { bet, ingest, KEYS } from '../ranking/fixture';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';

// An NBA game's final score corrected from the 赛事 page: the preview writes nothing, the action goes through the
// same match correction as football's — the quarters made to add up to the new final, `match.<id>` published so
// the fans' NBA answers holding the game drop, its tips re-settled with compensating ledger entries, the users'
// bets settled again — with its audit entry. Only the final score of a finished game is corrected.

const NBA_SEASON = 990_102; // the money world's basketball season (competition kind 'nba')

let t: TestApp;
let staff: StaffLogin;
let expertId: number;
let stopWatching: () => void;

beforeAll(async () => {
  t = await buildTestApp({ config: { ingestKeys: { ...KEYS }, rateLimitMax: 1_000_000 } });
  await seedMoneyWorld(t.database.db);
  expertId = (await addExpert(t)).uid;
  staff = await staffLogin(t, ['matches']);
  stopWatching = t.app.ranking.watchMatches();
}, 180_000);
afterAll(async () => {
  stopWatching();
  await t.close();
});

const auth = () => ({ cookie: staff.cookie, csrf: staff.csrf });
const preview = (matchId: number, change: ConsoleMatchChange) =>
  consoleCall(t, consoleRoutes.matchesPreview, { matchId, change }, auth());
const apply = (matchId: number, change: ConsoleMatchChange, reason: string) =>
  consoleCall(t, consoleRoutes.matchesApply, { matchId, change, reason }, auth());
const buy = async (user: Session, messageId: number) =>
  expect((await t.call(newsRoutes.buy, { messageId }, user)).body.code).toBe(1);

/** The game as a fan's NBA schedule of its day shows it (a cached answer). */
async function fansGame(matchId: number) {
  const [row] = await t.database.db.select({ at: matches.kickoffAt }).from(matches).where(eq(matches.id, matchId));
  const list = await t.call(nbaRoutes.list, { seasonId: NBA_SEASON, kind: NbaKind.Regular, matchDate: row?.at.getTime() });
  expect(list.body.code, JSON.stringify(list.body)).toBe(1);
  return list.body.data.find((m) => m.matchId === matchId);
}

/** A finished NBA game, 104–101 after four quarters, with the feed's word on the bus. */
async function finishedGame(): Promise<number> {
  const matchId = await addMatch(t.database.db, { sportId: SportId.Basketball });
  return matchId;
}

async function finish(matchId: number) {
  await t.database.db
    .update(matches)
    .set({ statusId: 10, homeScore: 104, awayScore: 101, periodScores: [[25, 30], [28, 22], [26, 24], [25, 25]] })
    .where(eq(matches.id, matchId));
  await t.app.bus.publish(`match.${matchId}`, { matchId, statusId: 10 });
}

describe('a 赛事 staff member corrects an NBA game’s final score', () => {
  it('previews without writing, then the fans’ game, its tips and the bets follow, with an audit entry', async () => {
    const matchId = await finishedGame();
    const tipId = await addTip(t, {
      expertId,
      price: 40,
      openBackGold: true,
      returnGoldPercentage: 50,
      legs: [{ matchId, play: 'result', pick: 'away', odds: 1.9 }],
    });
    const buyer = await addUser(t, 100);
    await buy(buyer, tipId);
    const bettor = await addUser(t);
    expect((await ingest(t, { platform: 'xj', bets: [bet('nba-away', bettor.uid, matchId, { legs: [{ matchId, selection: { play: 'result', pick: 'away' }, odds: '1.9' }] })] })).status).toBe(200);
    await kickOff(t, matchId);
    await finish(matchId);
    await t.app.tipSettlement.settleMatches([matchId]);
    await t.app.ranking.tick();
    // The away tip lost 104–101: its buyer got half the price back.
    expect((await tipRow(t, tipId)).result).toBe('lose');
    expect(await t.app.wallet.balance(buyer.uid)).toBe(100 - 40 + 20);
    expect(await fansGame(matchId)).toMatchObject({ homeScore: 104, awayScore: 101 });

    // The stat correction: 99–101. The preview says the tip and the bet change and the 20 comes back; nothing moves.
    const change: ConsoleMatchChange = { kind: 'setScore', home: 99, away: 101 };
    const expected = {
      matchId,
      changed: true,
      before: { statusId: 10, homeScore: 104, awayScore: 101 },
      after: { statusId: 10, homeScore: 99, awayScore: 101 },
      tips: 1,
      buyers: 1,
      refundGold: 0,
      reversalGold: 20,
      bets: 1,
    };
    expect((await preview(matchId, change)).body).toMatchObject({ code: 1, data: expected });
    expect(await fansGame(matchId)).toMatchObject({ homeScore: 104, awayScore: 101 });
    expect((await tipRow(t, tipId)).result).toBe('lose');

    const done = await apply(matchId, change, 'NBA 官方数据更正');
    expect(done.body).toMatchObject({ code: 1, data: expected });
    const game = await fansGame(matchId);
    expect(game).toMatchObject({ homeScore: 99, awayScore: 101 });
    // The quarters add up to the corrected final: the five points came off the last quarter.
    expect(game?.periodScores).toEqual([[25, 30], [28, 22], [26, 24], [20, 25]]);
    expect((await tipRow(t, tipId)).result).toBe('win');
    expect(await t.app.wallet.balance(buyer.uid)).toBe(100 - 40);
    expect((await ledgerOf(t, buyer.uid, 'tip-refund')).map((e) => e.amount)).toEqual([20, -20]);
    await t.app.ranking.tick();
    const bets = (await t.call(rankingRoutes.bettingList, { userId: bettor.uid })).body.data.list;
    expect(bets.map((x) => [x.orderId, x.result])).toEqual([['nba-away', 'win']]);

    const log = (await consoleCall(t, consoleRoutes.auditList, { size: 5 }, { cookie: staff.cookie })).body.data.list;
    expect(log[0]).toMatchObject({
      action: 'match.setScore',
      targetId: String(matchId),
      reason: 'NBA 官方数据更正',
      staffName: staff.name,
    });
    expect(JSON.parse(log[0]?.after ?? '{}')).toMatchObject({ homeScore: 99, awayScore: 101 });
  });

  it('refuses an unfinished game and any change but the final score, in the staff member’s words', async () => {
    const matchId = await finishedGame();
    const early = await preview(matchId, { kind: 'setScore', home: 100, away: 90 });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('比赛尚未结束：结束后才能更正比分');
    await finish(matchId);
    for (const change of [{ kind: 'postpone' }, { kind: 'disallowGoal', seq: 1, reason: 'VAR' }] as const) {
      const res = await apply(matchId, change, '试试');
      expect(res.status).toBe(422);
      expect(res.body.msg).toContain('篮球比赛只能更正比分');
    }
    expect(await fansGame(matchId)).toMatchObject({ homeScore: 104, awayScore: 101 });
  });
});

const noRedis = await missingServices({ redis: true });
if (noRedis) console.warn(`[NBA correction on two nodes] skipped: ${noRedis}`);

describe.skipIf(noRedis !== null)('two nodes over one database and one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const config = { rateLimitMax: 1_000_000, redisUrl: REDIS_URL };
    a = await buildTestApp({ config });
    b = await buildTestApp({ database: a.database, config });
    await seedMoneyWorld(a.database.db);
  }, 180_000);
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a correction on one node drops the game from the other node’s cached NBA answers', async () => {
    const ops = await staffLogin(a, ['matches']);
    const matchId = await addMatch(a.database.db, { sportId: SportId.Basketball });
    await a.database.db
      .update(matches)
      .set({ statusId: 10, homeScore: 104, awayScore: 101, periodScores: [[25, 30], [28, 22], [26, 24], [25, 25]] })
      .where(eq(matches.id, matchId));
    const [row] = await a.database.db.select({ at: matches.kickoffAt }).from(matches).where(eq(matches.id, matchId));
    const onB = async () => {
      const list = await b.call(nbaRoutes.list, { seasonId: NBA_SEASON, kind: NbaKind.Regular, matchDate: row?.at.getTime() });
      return list.body.data.find((m) => m.matchId === matchId);
    };
    expect(await onB()).toMatchObject({ homeScore: 104, awayScore: 101 });

    const done = await consoleCall(
      a,
      consoleRoutes.matchesApply,
      { matchId, change: { kind: 'setScore', home: 104, away: 108 }, reason: '官方更正' },
      { cookie: ops.cookie, csrf: ops.csrf },
    );
    expect(done.body.code).toBe(1);
    await expect.poll(onB, { timeout: 5000 }).toMatchObject({ homeScore: 104, awayScore: 108 });
  });
});
