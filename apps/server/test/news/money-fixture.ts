import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { HOUR_MS, SportId, userRoutes } from '@sport/contract';
import type { Db } from '../../src/db/client';
import { competitions, seasons, stages } from '../../src/db/schema/competition';
import { matches } from '../../src/db/schema/match';
import { expertProfiles, tipLegs, tipPurchases, tips, type TipPick, type TipPlay } from '../../src/db/schema/news';
import { tipRefunds } from '../../src/db/schema/news-orders';
import { teams } from '../../src/db/schema/team';
import { walletLedger } from '../../src/db/schema/wallet';
import type { Session, TestApp } from '../helpers/app';

// A small world for buying and settling tips: one competition per sport, two teams each, matches made per test,
// users registered and logged in through the routes, experts and tips written as the tip part stores them.

const FOOTBALL = { competitionId: 990_001, seasonId: 990_101, stageId: 990_201, home: 990_301, away: 990_302 };
const BASKETBALL = { competitionId: 990_002, seasonId: 990_102, stageId: 990_202, home: 990_303, away: 990_304 };
const PASSWORD = 'money-test-pass';

export async function seedMoneyWorld(db: Db): Promise<void> {
  await db.insert(competitions).values([
    {
      id: FOOTBALL.competitionId,
      sportId: SportId.Football,
      name: '测试联赛',
      nameEn: 'Test League',
      shortName: '测联',
      kind: 'league',
    },
    {
      id: BASKETBALL.competitionId,
      sportId: SportId.Basketball,
      name: '测试篮球',
      nameEn: 'Test Hoops',
      shortName: '测篮',
      kind: 'nba',
    },
  ]);
  const season = {
    name: '2026',
    startAt: new Date(Date.now() - 100 * 24 * HOUR_MS),
    endAt: new Date(Date.now() + 100 * 24 * HOUR_MS),
  };
  await db.insert(seasons).values([
    { id: FOOTBALL.seasonId, competitionId: FOOTBALL.competitionId, ...season },
    { id: BASKETBALL.seasonId, competitionId: BASKETBALL.competitionId, ...season },
  ]);
  await db.insert(stages).values([
    { id: FOOTBALL.stageId, seasonId: FOOTBALL.seasonId, name: '联赛', nameEn: 'League', phase: 1, sortOrder: 1 },
    {
      id: BASKETBALL.stageId,
      seasonId: BASKETBALL.seasonId,
      name: '常规赛',
      nameEn: 'Regular',
      phase: 1,
      sortOrder: 1,
    },
  ]);
  const team = (id: number, sportId: number, name: string) => ({
    id,
    sportId,
    name,
    nameEn: name,
    shortName: name,
    colors: ['#000000', '#ffffff'],
    country: 'CN',
    strength: 50,
  });
  await db
    .insert(teams)
    .values([
      team(FOOTBALL.home, SportId.Football, '主队'),
      team(FOOTBALL.away, SportId.Football, '客队'),
      team(BASKETBALL.home, SportId.Basketball, '主篮'),
      team(BASKETBALL.away, SportId.Basketball, '客篮'),
    ]);
}

let nextMatchId = 991_000;

/** A match kicking off at `kickoffAt` (default in a day), not started unless said otherwise. */
export async function addMatch(
  db: Db,
  opts: { sportId?: number; kickoffAt?: number; statusId?: number; home?: number | null; away?: number | null } = {},
): Promise<number> {
  const sport = opts.sportId === SportId.Basketball ? BASKETBALL : FOOTBALL;
  nextMatchId += 1;
  await db.insert(matches).values({
    id: nextMatchId,
    sportId: opts.sportId ?? SportId.Football,
    competitionId: sport.competitionId,
    seasonId: sport.seasonId,
    stageId: sport.stageId,
    kind: 'regular',
    homeTeamId: sport.home,
    awayTeamId: sport.away,
    statusId: opts.statusId ?? 1,
    kickoffAt: new Date(opts.kickoffAt ?? Date.now() + 24 * HOUR_MS),
    homeScore: opts.home ?? null,
    awayScore: opts.away ?? null,
    simSeed: nextMatchId,
    // not 'demo': the live simulator would play the match out with a score of its own
    source: 'openfootball',
  });
  return nextMatchId;
}

/** What a feed does when a match moves: write the row, then say so on the bus. */
export async function moveMatch(
  t: TestApp,
  matchId: number,
  change: { statusId: number; home?: number | null; away?: number | null },
) {
  await t.database.db
    .update(matches)
    .set({ statusId: change.statusId, homeScore: change.home ?? null, awayScore: change.away ?? null })
    .where(eq(matches.id, matchId));
  await t.app.bus.publish(`match.${matchId}`, { matchId, statusId: change.statusId });
}

let nextUser = 0;

/** A registered, logged-in user holding `gold`. */
export async function addUser(t: TestApp, gold = 0): Promise<Session & { uid: number }> {
  nextUser += 1;
  const username = `money_${process.pid}_${nextUser}`;
  const registered = await t.call(userRoutes.register, { username, password: PASSWORD });
  expect(registered.body.code).toBe(1);
  const login = await t.call(userRoutes.login, { username, password: PASSWORD });
  expect(login.body.code).toBe(1);
  const session = { token: login.body.data.token, uid: Number(login.body.data.uid) };
  if (gold > 0) await grant(t, session.uid, gold);
  return session;
}

let nextGrant = 0;
export async function grant(t: TestApp, userId: number, gold: number): Promise<void> {
  nextGrant += 1;
  await t.app.wallet.credit({ userId, amount: gold, reason: 'test grant', idempotencyKey: `test-grant-${nextGrant}` });
}

export async function addExpert(t: TestApp): Promise<Session & { uid: number }> {
  const user = await addUser(t);
  // Plain SQL naming only the columns needed: the table may grow columns this fixture does not know.
  await t.database.db.execute(
    sql`insert into ${expertProfiles} (user_id, name, sports) values (${user.uid}, ${`专家${user.uid}`}, '{1,2}')`,
  );
  return user;
}

export interface LegSpec {
  matchId: number;
  play: TipPlay;
  pick: TipPick;
  line?: number;
  odds: number;
}

const chainOf = new Map<number, number>();

/** A published tip as the tip part stores it (its chain is not this fixture's concern). */
export async function addTip(
  t: TestApp,
  opts: {
    expertId: number;
    price: number;
    legs: LegSpec[];
    openBackGold?: boolean;
    returnGoldPercentage?: number;
    stake?: number;
  },
): Promise<number> {
  const db = t.database.db;
  const kickoffs = await db.select({ at: matches.kickoffAt, id: matches.id }).from(matches);
  const firstKickoff = Math.min(
    ...kickoffs.filter((m) => opts.legs.some((l) => l.matchId === m.id)).map((m) => m.at.getTime()),
  );
  const seq = (chainOf.get(opts.expertId) ?? 0) + 1;
  chainOf.set(opts.expertId, seq);
  await db.execute(sql`
    insert into ${tips} (expert_id, chain_seq, title, sports_info, sports_play, price, open_back_gold, return_gold_percentage,
      sports_type, stake, published_at, first_kickoff_at, hash)
    values (${opts.expertId}, ${seq}, ${`推荐 ${seq}`}, '付费分析：主队近况极佳', '主胜', ${opts.price}, ${opts.openBackGold ?? false},
      ${opts.returnGoldPercentage ?? 0}, ${SportId.Football}, ${opts.stake ?? 1}, ${new Date(Date.now() - HOUR_MS).toISOString()},
      ${new Date(firstKickoff).toISOString()}, ${`hash-${opts.expertId}-${seq}`})`);
  const [tip] = await db
    .select({ id: tips.id })
    .from(tips)
    .where(and(eq(tips.expertId, opts.expertId), eq(tips.chainSeq, seq)));
  if (!tip) throw new Error('tip not stored');
  await db.insert(tipLegs).values(
    opts.legs.map((leg, i) => ({
      tipId: tip.id,
      legNo: i + 1,
      matchId: leg.matchId,
      play: leg.play,
      pick: leg.pick,
      line: leg.line ?? null,
      odds: leg.odds,
    })),
  );
  return tip.id;
}

/** The user's ledger rows whose key starts with `prefix`. */
export const ledgerOf = (t: TestApp, userId: number, prefix = '') =>
  t.database.db
    .select({ amount: walletLedger.amount, key: walletLedger.idempotencyKey, reason: walletLedger.reason })
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), like(walletLedger.idempotencyKey, `${prefix}%`)))
    .orderBy(walletLedger.id);

export const purchasesOf = (t: TestApp, userId: number) =>
  t.database.db.select().from(tipPurchases).where(eq(tipPurchases.userId, userId));

export const refundRowOf = async (t: TestApp, tipId: number, userId: number) => {
  const [row] = await t.database.db
    .select()
    .from(tipRefunds)
    .where(and(eq(tipRefunds.tipId, tipId), eq(tipRefunds.userId, userId)));
  return row ?? null;
};

export const tipRow = async (t: TestApp, tipId: number) => {
  const [row] = await t.database.db.select().from(tips).where(eq(tips.id, tipId));
  if (!row) throw new Error(`tip ${tipId} missing`);
  return row;
};

/** Kick-off passes for the match and the tips on it (their first kick-off is that one). */
export async function kickOff(t: TestApp, matchId: number): Promise<void> {
  const at = new Date(Date.now() - 2 * HOUR_MS);
  await t.database.db.update(matches).set({ kickoffAt: at, statusId: 2 }).where(eq(matches.id, matchId));
  const onIt = t.database.db.select({ id: tipLegs.tipId }).from(tipLegs).where(eq(tipLegs.matchId, matchId));
  await t.database.db.update(tips).set({ firstKickoffAt: at }).where(inArray(tips.id, onIt));
}
