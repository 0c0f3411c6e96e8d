import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRoutes, rankingRoutes } from '@sport/contract';
import { consoleRoutes, type ConsoleMatchChange } from '@sport/contract/console';
import { systemClock } from '../../src/lib/clock';
import { auditLog } from '../../src/db/schema/console';
import { matchEvents, matches } from '../../src/db/schema/match';
import { buildTestApp, type Session, type TestApp } from '../helpers/app';
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
} from '../news/money-fixture';
import { bet, ingest, KEYS } from '../ranking/fixture';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';

// The 赛事 staff member's corrections over the whole app, on PGlite and (with DATABASE_URL) on PostgreSQL: the
// preview says what moves and writes nothing; the action moves exactly that through the match correction, the
// tips re-settle with compensating ledger entries, the users' bets settle again, the ledger balances, and the
// audit log holds the change with its reason.

let t: TestApp;
let staff: StaffLogin;
let expertId: number;
let stopWatching: () => void;

beforeAll(async () => {
  t = await buildTestApp({ config: { ingestKeys: { ...KEYS }, rateLimitMax: 1_000_000 } });
  await seedMoneyWorld(t.database.db);
  expertId = (await addExpert(t)).uid;
  staff = await staffLogin(t, ['matches']);
  // What the leader does while it leads: the test app runs no jobs.
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

const rowsOf = async <T>(query: SQL): Promise<T[]> => ((await t.database.db.execute(query)) as { rows: T[] }).rows;

/** Every ledger entry ever written adds up to every balance held, and each user's entries to their balance. */
async function expectLedgerBalances(): Promise<void> {
  const [row] = await rowsOf<{ ledger: string; balances: string }>(sql`
    select (select coalesce(sum(amount), 0) from wallet_ledger)::text as ledger,
           (select coalesce(sum(balance), 0) from wallets)::text as balances`);
  expect(row?.ledger).toBe(row?.balances);
  const off = await rowsOf<{ user_id: number }>(sql`
    select w.user_id from wallets w
    left join (select user_id, sum(amount) as net from wallet_ledger group by user_id) l on l.user_id = w.user_id
    where w.balance <> coalesce(l.net, 0)`);
  expect(off).toEqual([]);
}

const auditCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;
const ledgerCount = async () => (await rowsOf<{ n: number }>(sql`select count(*)::int as n from wallet_ledger`))[0]?.n;
const matchRow = async (id: number) => (await t.database.db.select().from(matches).where(eq(matches.id, id)))[0];

describe('a 赛事 staff member corrects a finished match’s score', () => {
  it('previews the effect without writing, then re-settles the tips and bets; the ledger balances', async () => {
    const matchId = await addMatch(t.database.db);
    // Refunding tips on the home side (50, 60% back) and the away side (40, 50% back), a plain one on the home side.
    const home = await addTip(t, {
      expertId,
      price: 50,
      openBackGold: true,
      returnGoldPercentage: 60,
      legs: [{ matchId, play: 'result', pick: 'home', odds: 1.8 }],
    });
    const away = await addTip(t, {
      expertId,
      price: 40,
      openBackGold: true,
      returnGoldPercentage: 50,
      legs: [{ matchId, play: 'result', pick: 'away', odds: 2.1 }],
    });
    const plain = await addTip(t, {
      expertId,
      price: 30,
      legs: [{ matchId, play: 'result', pick: 'home', odds: 1.8 }],
    });
    const a = await addUser(t, 200);
    const b = await addUser(t, 100);
    await buy(a, home);
    await buy(a, away);
    await buy(b, home);
    await buy(b, plain);
    const bettor = await addUser(t);
    expect((await ingest(t, { platform: 'xj', bets: [bet('console-home', bettor.uid, matchId)] })).status).toBe(200);
    await kickOff(t, matchId);

    // The feed had it 0-1: the home tips lost, each buyer of the refunding one got 30 back; the bet lost.
    await moveMatch(t, matchId, { statusId: 8, home: 0, away: 1 });
    await t.app.tipSettlement.settleMatches([matchId]);
    await t.app.ranking.tick();
    expect(await t.app.wallet.balance(a.uid)).toBe(200 - 50 - 40 + 30);
    expect(await t.app.wallet.balance(b.uid)).toBe(100 - 50 - 30 + 30);

    // It was 2-1. The preview: three tips change; the home tip's two refunds are taken back (60), the away tip's
    // buyer gets 20; the bet settles again. Nothing is written.
    const entries = await ledgerCount();
    const audits = await auditCount();
    const seen = await preview(matchId, { kind: 'setScore', home: 2, away: 1 });
    const expected = {
      matchId,
      changed: true,
      before: { statusId: 8, statusName: '已结束', homeScore: 0, awayScore: 1 },
      after: { statusId: 8, statusName: '已结束', homeScore: 2, awayScore: 1 },
      tips: 3,
      buyers: 3,
      refundGold: 20,
      reversalGold: 60,
      bets: 1,
    };
    expect(seen.body).toMatchObject({ code: 1, data: expected });
    expect(await matchRow(matchId)).toMatchObject({ homeScore: 0, awayScore: 1 });
    expect(await ledgerCount()).toBe(entries);
    expect(await auditCount()).toBe(audits);
    expect((await tipRow(t, home)).result).toBe('lose');

    // The action moves what the preview said.
    const done = await apply(matchId, { kind: 'setScore', home: 2, away: 1 }, '官方赛果：主队2比1获胜');
    expect(done.body).toMatchObject({ code: 1, data: expected });
    expect(await matchRow(matchId)).toMatchObject({ homeScore: 2, awayScore: 1 });
    expect((await tipRow(t, home)).result).toBe('win');
    expect((await tipRow(t, away)).result).toBe('lose');
    expect((await tipRow(t, plain)).result).toBe('win');
    expect(await t.app.wallet.balance(a.uid)).toBe(200 - 50 - 40 + 20);
    expect(await t.app.wallet.balance(b.uid)).toBe(100 - 50 - 30);
    expect(await t.app.wallet.balance(expertId)).toBe(0);
    expect(await ledgerOf(t, b.uid, 'tip')).toEqual([
      { amount: -50, key: `tip:${home}`, reason: 'tip purchase' },
      { amount: -30, key: `tip:${plain}`, reason: 'tip purchase' },
      { amount: 30, key: `tip-refund:${home}:v1`, reason: 'tip refund' },
      { amount: -30, key: `tip-refund-reversed:${home}:v2`, reason: 'tip refund reversed' },
    ]);
    await expectLedgerBalances();

    // The ranking's leader heard the match on the bus: the bet is won now.
    await t.app.ranking.tick();
    const bets = (await t.call(rankingRoutes.bettingList, { userId: bettor.uid })).body.data.list;
    expect(bets.map((x) => [x.orderId, x.result])).toEqual([['console-home', 'win']]);

    // The audit log holds who, what, before, after and why, and its chain verifies.
    const log = (await consoleCall(t, consoleRoutes.auditList, { size: 5 }, { cookie: staff.cookie })).body.data.list;
    expect(log[0]).toMatchObject({
      staffName: staff.name,
      action: 'match.setScore',
      targetType: 'match',
      targetId: String(matchId),
      reason: '官方赛果：主队2比1获胜',
    });
    expect(JSON.parse(log[0]?.before ?? '{}')).toMatchObject({ homeScore: 0, awayScore: 1 });
    expect(JSON.parse(log[0]?.after ?? '{}')).toMatchObject({
      homeScore: 2,
      awayScore: 1,
      expected: { tips: 3, refundGold: 20, reversalGold: 60 },
    });
    expect((await consoleCall(t, consoleRoutes.auditVerify, {}, { cookie: staff.cookie })).body.data).toMatchObject({
      ok: true,
    });

    // Sent again, it holds already: nothing moves and nothing is logged.
    const again = await apply(matchId, { kind: 'setScore', home: 2, away: 1 }, '重复提交');
    expect(again.body.data).toMatchObject({
      changed: false,
      tips: 0,
      buyers: 0,
      refundGold: 0,
      reversalGold: 0,
      bets: 0,
    });
    expect(await auditCount()).toBe(audits + 1);
    await expectLedgerBalances();
  });
});

describe('correcting an event', () => {
  it('strikes off a goal: the score goes back by it and the tips on it re-settle', async () => {
    const matchId = await addMatch(t.database.db);
    const tipId = await addTip(t, {
      expertId,
      price: 20,
      openBackGold: true,
      returnGoldPercentage: 100,
      legs: [{ matchId, play: 'result', pick: 'draw', odds: 3.2 }],
    });
    const buyer = await addUser(t, 20);
    await buy(buyer, tipId);
    await kickOff(t, matchId);
    await moveMatch(t, matchId, { statusId: 8, home: 1, away: 0 });
    await t.database.db
      .insert(matchEvents)
      .values({ matchId, seq: 1, minute: 77, type: 'goal', side: 1, teamId: 990_301 });
    await t.app.tipSettlement.settleMatches([matchId]);
    expect(await t.app.wallet.balance(buyer.uid)).toBe(20);

    const change = { kind: 'disallowGoal', seq: 1, reason: 'offside' } as const;
    const effect = { tips: 1, buyers: 1, refundGold: 0, reversalGold: 20, after: { homeScore: 0, awayScore: 0 } };
    expect((await preview(matchId, change)).body.data).toMatchObject(effect);
    expect((await apply(matchId, change, '回看录像：越位在先')).body.data).toMatchObject(effect);
    expect((await tipRow(t, tipId)).result).toBe('win');
    expect(await t.app.wallet.balance(buyer.uid)).toBe(0);
    await expectLedgerBalances();
  });
});

describe('postponing and cancelling', () => {
  it('cancelling refunds every buyer the whole price; the preview says how much first', async () => {
    const matchId = await addMatch(t.database.db);
    const tipId = await addTip(t, {
      expertId,
      price: 35,
      legs: [{ matchId, play: 'total', pick: 'over', line: 2.5, odds: 1.9 }],
    });
    const buyers = [await addUser(t, 100), await addUser(t, 100)];
    for (const buyer of buyers) await buy(buyer, tipId);

    const effect = { tips: 1, buyers: 2, refundGold: 70, reversalGold: 0, changed: true };
    const seen = await preview(matchId, { kind: 'cancel' });
    expect(seen.body.data).toMatchObject({
      ...effect,
      before: { statusName: '未开始' },
      after: { statusName: '取消' },
    });
    expect(await t.app.wallet.balance(buyers[0]!.uid)).toBe(65);

    expect((await apply(matchId, { kind: 'cancel' }, '主办方取消比赛')).body.data).toMatchObject(effect);
    expect(await tipRow(t, tipId)).toMatchObject({ result: 'cancel' });
    for (const buyer of buyers) expect(await t.app.wallet.balance(buyer.uid)).toBe(100);
    await expectLedgerBalances();
    // A cancelled match is not postponed back.
    const refused = await apply(matchId, { kind: 'postpone' }, '改期');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('比赛已取消，不能再推迟');
  });

  it('postpones a match not played; a finished match is refused with the reason, and nothing is written', async () => {
    const matchId = await addMatch(t.database.db);
    const done = await apply(matchId, { kind: 'postpone' }, '暴雨');
    expect(done.body.data).toMatchObject({ changed: true, after: { statusName: '推迟' } });
    expect(await matchRow(matchId)).toMatchObject({ statusId: 9 });

    const finished = await addMatch(t.database.db, { statusId: 8, home: 1, away: 0 });
    const audits = await auditCount();
    for (const call of [preview(finished, { kind: 'postpone' }), apply(finished, { kind: 'cancel' }, '误操作')]) {
      const res = await call;
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/^比赛已结束/);
    }
    expect(await matchRow(finished)).toMatchObject({ statusId: 8 });
    expect(await auditCount()).toBe(audits);
  });

  it('refuses an unknown match, a goal that is not one, and a change without a reason', async () => {
    expect((await preview(999_999, { kind: 'cancel' })).status).toBe(404);
    const matchId = await addMatch(t.database.db, { statusId: 8, home: 1, away: 0 });
    await t.database.db
      .insert(matchEvents)
      .values({ matchId, seq: 1, minute: 20, type: 'yellow', side: 1, teamId: 990_301 });
    const notGoal = await preview(matchId, { kind: 'disallowGoal', seq: 1, reason: 'VAR' });
    expect(notGoal.status).toBe(422);
    expect(notGoal.body.msg).toBe('change.seq: 该事件不是进球');
    expect((await preview(matchId, { kind: 'disallowGoal', seq: 2, reason: 'VAR' })).status).toBe(404);
    const missing = await consoleCall(
      t,
      consoleRoutes.matchesApply,
      { matchId: 1, change: { kind: 'cancel' } },
      auth(),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.msg).toMatch(/reason/);
  });
});

describe('finding matches', () => {
  it('by team, competition and China-time day, paged', async () => {
    const kickoffAt = Date.UTC(2031, 4, 1, 17, 30); // 2 May 2031, 01:30 in China
    const id = await addMatch(t.database.db, { kickoffAt });
    const search = async (input: Record<string, unknown>) =>
      (await consoleCall(t, consoleRoutes.matchesSearch, input, { cookie: staff.cookie })).body.data;
    const byDay = await search({ date: '2031-05-02', team: '主队', competition: '测试' });
    expect(byDay.list.map((m) => m.id)).toEqual([id]);
    expect(byDay.list[0]).toMatchObject({
      competitionName: '测试联赛',
      homeName: '主队',
      awayName: '客队',
      kickoffAt,
      state: { statusName: '未开始' },
    });
    expect(byDay.list[0]).not.toHaveProperty('kickoffTimeTbd');
    // a fixture the record gives only the day of says so, and the console notes it beside the time
    await t.database.db.update(matches).set({ kickoffTimeSet: false }).where(eq(matches.id, id));
    expect((await search({ date: '2031-05-02', team: '主队', competition: '测试' })).list[0]?.kickoffTimeTbd).toBe(true);
    expect((await search({ date: '2031-05-01' })).total).toBe(0);
    expect((await search({ team: '没有这支队' })).total).toBe(0);
    const page = await search({ competition: '测联', size: 2, page: 1 });
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    // with no day, the kick-off nearest to now first: a match about to start before one of 2031 or of last year
    const soon = await addMatch(t.database.db, { kickoffAt: systemClock() + 60_000 });
    await addMatch(t.database.db, { kickoffAt: systemClock() - 365 * 24 * 3600_000 });
    expect((await search({ competition: '测试', size: 1 })).list.map((m) => m.id)).toEqual([soon]);
    const bad = await consoleCall(t, consoleRoutes.matchesSearch, { date: '2031-02-30' }, { cookie: staff.cookie });
    expect(bad.status).toBe(422);
  });
});
