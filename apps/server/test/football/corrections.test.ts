import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matchRoutes, newsRoutes, type MatchDetail, type MatchPush } from '@sport/contract';
import { matchEvents, matches, players } from '../../src/db/schema';
import type { StoredMatchEventType } from '../../src/db/schema';
import type { BusMessage } from '../../src/realtime/bus';
import { buildTestApp, type TestApp } from '../helpers/app';
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

// An operator's correction through POST /admin/feed/correction, on the app as `npm start` runs it (the leader's
// jobs on): a goal struck off a live match leaves the page's score, goals and a 进球无效 (VAR) line as a fan
// sees them, pushed on match.<id>; struck off a finished match, it re-settles the tips bought on it.

const ADMIN_TOKEN = 'operator-key-0123456789';
let t: TestApp;
let expertId: number;
let scorerHome: number;
let scorerAway: number;
const heard: BusMessage[] = [];

beforeAll(async () => {
  t = await buildTestApp({ config: { adminToken: ADMIN_TOKEN, runJobs: true, seedDemo: false, rateLimitMax: 100_000 } });
  await seedMoneyWorld(t.database.db);
  expertId = (await addExpert(t)).uid;
  t.app.bus.onMessage((message) => heard.push(message));
}, 120_000);
afterAll(() => t.close());

/** `token` null: no key header at all. */
const correct = (body: Record<string, unknown>, token: string | null = ADMIN_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: matchRoutes.correction.path,
    headers: token === null ? {} : { 'x-admin-token': token },
    payload: body,
  });

const detail = async (matchId: number): Promise<MatchDetail> => {
  const { status, body } = await t.call(matchRoutes.detail, { matchId });
  expect(status).toBe(200);
  return body.data;
};

/** A match the feed writes (no simulator plays it: no seed), with its players and goals as the feed sent them. */
async function fedMatch(state: {
  statusId: number;
  minute: number;
  home: number;
  away: number;
  homeHalf: number;
  awayHalf: number;
}) {
  // Kicking off in a day, as addMatch makes it: a tip can still be bought on it.
  const matchId = await addMatch(t.database.db);
  const [row] = await t.database.db
    .update(matches)
    .set({
      simSeed: 0,
      statusId: state.statusId,
      minute: state.minute,
      homeScore: state.home,
      awayScore: state.away,
      homeHalfScore: state.homeHalf,
      awayHalfScore: state.awayHalf,
    })
    .where(eq(matches.id, matchId))
    .returning();
  if (!row?.homeTeamId || !row.awayTeamId) throw new Error('match without teams');
  if (scorerHome === undefined) {
    scorerHome = 995_001;
    scorerAway = 995_002;
    await t.database.db.insert(players).values([
      { id: scorerHome, teamId: row.homeTeamId, name: '主队前锋', nameEn: 'Home Forward', position: 'F', source: 'openfootball' },
      { id: scorerAway, teamId: row.awayTeamId, name: '客队前锋', nameEn: 'Away Forward', position: 'F', source: 'openfootball' },
    ]);
  }
  const event = (seq: number, minute: number, side: 1 | 2, type: StoredMatchEventType) => ({
    matchId,
    seq,
    minute,
    side,
    type,
    teamId: side === 1 ? row.homeTeamId ?? 0 : row.awayTeamId ?? 0,
    playerId: side === 1 ? scorerHome : scorerAway,
  });
  return { matchId, event };
}

/** 2–1 in the 60th minute: home goals at 12' and 44' (2–0 at half time), a booking, the away goal at 55'. */
async function liveMatch() {
  const { matchId, event } = await fedMatch({ statusId: 4, minute: 60, home: 2, away: 1, homeHalf: 2, awayHalf: 0 });
  await kickOff(t, matchId);
  await t.database.db.update(matches).set({ statusId: 4 }).where(eq(matches.id, matchId));
  await t.database.db
    .insert(matchEvents)
    .values([event(1, 12, 1, 'goal'), event(2, 30, 2, 'yellow'), event(3, 44, 1, 'goal'), event(4, 55, 2, 'goal')]);
  return matchId;
}

const pushesOn = (matchId: number) =>
  heard.filter((m) => m.channel === `match.${matchId}`).map((m) => m.payload as MatchPush);

describe('a goal struck off a live match', () => {
  it('leaves the open page with the score back, the goal gone and a 进球无效 (VAR) line, pushed on match.<id>', async () => {
    const matchId = await liveMatch();
    // the page is open (and its answer cached) before the correction
    const before = await detail(matchId);
    expect(before.header).toMatchObject({ homeScore: 2, awayScore: 1, homeHalfScore: 2 });
    expect(before.events.filter((e) => e.kind === 'goal').map((e) => e.seq)).toEqual([1, 3, 4]);

    const res = await correct({ matchId, disallowGoal: { seq: 3, reason: 'VAR' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: 'success', data: { matchId, changed: true, homeScore: 1, awayScore: 1 } });

    const after = await detail(matchId);
    expect(after.header).toMatchObject({ homeScore: 1, awayScore: 1, homeHalfScore: 1, awayHalfScore: 0 });
    expect(after.events.filter((e) => e.kind === 'goal').map((e) => e.seq)).toEqual([1, 4]);
    expect(after.events.filter((e) => e.kind === 'goalDisallowed')).toEqual([
      expect.objectContaining({ seq: 3, minute: 44, side: 1, playerId: scorerHome, playerName: '主队前锋', reason: 'VAR' }),
    ]);
    expect(after.eventsHeld.goals).toBe(true);
    expect(pushesOn(matchId)).toEqual([expect.objectContaining({ matchId, homeScore: 1, awayScore: 1, homeHalfScore: 1 })]);

    // sent again (the feed repeats itself): nothing moves, nothing is pushed
    const again = await correct({ matchId, disallowGoal: { seq: 3, reason: 'VAR' } });
    expect(again.json()).toMatchObject({ data: { changed: false, homeScore: 1, awayScore: 1 } });
    expect(pushesOn(matchId)).toHaveLength(1);
  });

  it('names the new scorer of a goal on the page', async () => {
    const matchId = await liveMatch();
    await detail(matchId);
    const res = await correct({ matchId, changeScorer: { seq: 4, playerId: scorerHome } });
    expect(res.json()).toMatchObject({ data: { changed: true, homeScore: 2, awayScore: 1 } });
    const goal = (await detail(matchId)).events.find((e) => e.seq === 4);
    expect(goal).toMatchObject({ kind: 'goal', playerId: scorerHome, playerName: '主队前锋' });
  });
});

describe('a correction of a finished match', () => {
  it('re-settles the tips bought on it, the ledger corrected by a new entry', async () => {
    const { matchId, event } = await fedMatch({ statusId: 1, minute: 0, home: 0, away: 0, homeHalf: 0, awayHalf: 0 });
    const tipId = await addTip(t, {
      expertId,
      price: 50,
      openBackGold: true,
      returnGoldPercentage: 60,
      legs: [{ matchId, play: 'result', pick: 'home', odds: 1.8 }],
    });
    const buyer = await addUser(t, 100);
    expect((await t.call(newsRoutes.buy, { messageId: tipId }, buyer)).body.code).toBe(1);
    await kickOff(t, matchId);
    await t.database.db.insert(matchEvents).values([event(1, 20, 1, 'goal'), event(2, 70, 1, 'goal'), event(3, 80, 2, 'goal')]);
    await moveMatch(t, matchId, { statusId: 8, home: 2, away: 1 });
    await expect.poll(async () => (await tipRow(t, tipId)).result, { timeout: 30_000, interval: 100 }).toBe('win');
    expect(await t.app.wallet.balance(buyer.uid)).toBe(50);

    // the 70th-minute goal is struck off after the end: 1–1, the tip lost, and 60% of its price comes back
    const res = await correct({ matchId, disallowGoal: { seq: 2, reason: 'offside' } });
    expect(res.json()).toMatchObject({ data: { changed: true, homeScore: 1, awayScore: 1 } });
    await expect.poll(async () => (await tipRow(t, tipId)).result, { timeout: 30_000, interval: 100 }).toBe('lose');
    await expect.poll(() => t.app.wallet.balance(buyer.uid), { timeout: 10_000, interval: 100 }).toBe(80);
    expect(await ledgerOf(t, buyer.uid, 'tip')).toEqual([
      { amount: -50, key: `tip:${tipId}`, reason: 'tip purchase' },
      { amount: 30, key: `tip-refund:${tipId}:v2`, reason: 'tip refund' },
    ]);
    expect((await detail(matchId)).events.find((e) => e.seq === 2)).toMatchObject({ kind: 'goalDisallowed', reason: 'offside' });

    // the final score itself corrected to 2–0: won again, the refund taken back by a new entry
    const score = await correct({ matchId, setScore: { home: 2, away: 0 } });
    expect(score.json()).toMatchObject({ data: { changed: true, homeScore: 2, awayScore: 0 } });
    await expect.poll(async () => (await tipRow(t, tipId)).result, { timeout: 30_000, interval: 100 }).toBe('win');
    await expect.poll(() => t.app.wallet.balance(buyer.uid), { timeout: 10_000, interval: 100 }).toBe(50);
    expect((await detail(matchId)).header).toMatchObject({ homeScore: 2, awayScore: 0 });
  }, 90_000);
});

describe('the route refuses', () => {
  it('a call without the operator key, or with a wrong one', async () => {
    const matchId = await liveMatch();
    for (const token of [null, '', 'operator-key-012345678X']) {
      const res = await correct({ matchId, disallowGoal: { seq: 1, reason: 'VAR' } }, token);
      expect(res.statusCode).toBe(403);
    }
    expect((await detail(matchId)).header).toMatchObject({ homeScore: 2, awayScore: 1 });
  });

  it('bad input with 422 naming the field, and writes nothing', async () => {
    const matchId = await liveMatch();
    const refused = async (body: Record<string, unknown>, msg: RegExp) => {
      const res = await correct(body);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ msg: string }>().msg).toMatch(msg);
    };
    await refused({ matchId, disallowGoal: { seq: 3, reason: 'bribe' } }, /^body\.disallowGoal\.reason: /);
    await refused({ matchId, disallowGoal: { reason: 'VAR' } }, /^body\.disallowGoal\.seq: is required/);
    await refused({ matchId: 'x', setScore: { home: 1, away: 1 } }, /^body\.matchId: /);
    await refused({ matchId }, /^body: must hold exactly one of/);
    await refused({ matchId, disallowGoal: { seq: 3, reason: 'VAR' }, setScore: { home: 1, away: 1 } }, /^body: must hold exactly one of/);
    await refused({ matchId, disallowGoal: { seq: 2, reason: 'VAR' } }, /^body\.disallowGoal\.seq: is not a goal/);
    await refused({ matchId, changeScorer: { seq: 1, playerId: 987_654 } }, /^body\.changeScorer\.playerId: /);
    const page = await detail(matchId);
    expect(page.header).toMatchObject({ homeScore: 2, awayScore: 1 });
    expect(page.events.map((e) => e.kind)).toEqual(['goal', 'yellow', 'goal', 'goal']);
  });

  it('an unknown match or event with 404, and a final score set during play with 409', async () => {
    const matchId = await liveMatch();
    expect((await correct({ matchId: 999_999_999, disallowGoal: { seq: 1, reason: 'VAR' } })).statusCode).toBe(404);
    expect((await correct({ matchId, disallowGoal: { seq: 9, reason: 'VAR' } })).statusCode).toBe(404);
    expect((await correct({ matchId, changeScorer: { seq: 9, playerId: scorerHome } })).statusCode).toBe(404);
    expect((await correct({ matchId, setScore: { home: 0, away: 0 } })).statusCode).toBe(409);
    expect((await detail(matchId)).header).toMatchObject({ homeScore: 2, awayScore: 1 });
  });
});
