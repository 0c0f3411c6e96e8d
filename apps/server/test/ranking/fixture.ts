import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { rankingRoutes, userRoutes, type IngestBet, type IngestBetsBody } from '@sport/contract';
import type { Db } from '../../src/db/client';
import { competitions, matches, seasons, stages, teams } from '../../src/db/schema';
import type { FeedAdapter } from '../../src/feed/adapter';
import { applyFeed } from '../../src/feed/apply';
import type { Publish } from '../../src/feed/live-simulator';
import { buildTestApp, type Session, type TestApp } from '../helpers/app';

export const KEYS = { xj: 'xj-ingest-key-0123456789', bti: 'bti-ingest-key-0123456789' } as const;

/** The whole app with ingest keys for xj and bti, its clock fixed at `now` when given. */
export async function rankingApp(): Promise<TestApp> {
  return buildTestApp({ config: { ingestKeys: { ...KEYS }, rateLimitMax: 1_000_000 } });
}

const COMPETITION = 990_001;
const SEASON = 990_001;
const STAGE = 990_001;
const HOME = 990_001;
const AWAY = 990_002;
let nextMatch = 990_100;

/** One competition with two teams, so tests can make matches whose status and score they set. */
export async function seedCompetition(db: Db): Promise<void> {
  await db.insert(competitions).values({ id: COMPETITION, sportId: 1, name: '测试联赛', nameEn: 'Test League', shortName: '测联', kind: 'league' });
  await db.insert(seasons).values({ id: SEASON, competitionId: COMPETITION, name: '2026', startAt: new Date(0), endAt: new Date(4e12) });
  await db.insert(stages).values({ id: STAGE, seasonId: SEASON, name: '常规赛', nameEn: 'Regular', phase: 1, sortOrder: 1 });
  const team = (id: number, name: string) => ({ id, sportId: 1, name, nameEn: name, shortName: name, colors: ['#000000', '#ffffff'], country: 'CN', strength: 50 });
  await db.insert(teams).values([team(HOME, '主队甲'), team(AWAY, '客队乙')]);
}

/** A football match: not started unless a final score is given. */
export async function addMatch(db: Db, kickoffAt: number, final?: { home: number; away: number }): Promise<number> {
  const id = nextMatch++;
  await db.insert(matches).values({
    id,
    sportId: 1,
    competitionId: COMPETITION,
    seasonId: SEASON,
    stageId: STAGE,
    kind: 'regular',
    homeTeamId: HOME,
    awayTeamId: AWAY,
    statusId: final ? 8 : 1,
    kickoffAt: new Date(kickoffAt),
    homeScore: final?.home ?? null,
    awayScore: final?.away ?? null,
    simSeed: 1,
  });
  return id;
}

export async function finishMatch(db: Db, id: number, home: number, away: number): Promise<void> {
  await db.update(matches).set({ statusId: 8, homeScore: home, awayScore: away }).where(eq(matches.id, id));
}

/** Marks a finished match as the simulator's result, which a later record replaces (feed/apply.ts). */
export async function markSimulated(db: Db, id: number): Promise<void> {
  await db.update(matches).set({ resultSource: 'simulation' }).where(eq(matches.id, id));
}

/**
 * The feed brings a match's record through the apply path, as a later openfootball import does: the same row
 * with the real score, published on `match.<id>` after the commit.
 */
export async function correctScore(db: Db, publish: Publish, matchId: number, final: { home: number; away: number }) {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!row) throw new Error(`no match ${matchId}`);
  const record: FeedAdapter = {
    source: 'openfootball',
    read: () => ({
      competitions: [],
      seasons: [],
      stages: [],
      teams: [],
      teamSourceNames: [],
      players: [],
      matches: [{ ...row, homeScore: final.home, awayScore: final.away, resultSource: 'record' }],
      events: [],
    }),
  };
  return applyFeed(db, record, { publish });
}

let users = 0;
/** A new user, logged in. */
export async function newUser(t: TestApp, nickname?: string): Promise<Session & { uid: number }> {
  const username = `bettor_${++users}_${Math.random().toString(36).slice(2, 8)}`;
  const credentials = { username, password: 'bettor-password' };
  const reg = await t.call(userRoutes.register, { ...credentials, ...(nickname ? { nickname } : {}) });
  expect(reg.body.code, JSON.stringify(reg.body)).toBe(1);
  const login = await t.call(userRoutes.login, credentials);
  expect(login.body.code).toBe(1);
  return login.body.data;
}

const PLACED_AT = Date.now() - 60_000;

/** A one-leg home-win bet, placed a minute before the file started. */
export function bet(betId: string, userId: number, matchId: number, extra: Partial<IngestBet> = {}): IngestBet {
  return {
    betId,
    userId,
    stake: 100,
    placedAt: PLACED_AT,
    legs: [{ matchId, selection: { play: 'result', pick: 'home' }, odds: '2' }],
    ...extra,
  };
}

type ResultPick = 'home' | 'draw' | 'away';
/** A 2串1 of result picks: the first match's pick at odds 2, the second's at 3 (stake 100: a win pays 500). */
export function double(betId: string, userId: number, first: [number, ResultPick], second: [number, ResultPick]): IngestBet {
  const leg = ([matchId, pick]: [number, ResultPick], odds: string) => ({ matchId, selection: { play: 'result' as const, pick }, odds });
  return bet(betId, userId, first[0], { legs: [leg(first, '2'), leg(second, '3')] });
}

/** POST /admin/ingest/bets with xj's key, the key given, or none (null). */
export async function ingest(t: TestApp, body: IngestBetsBody | Record<string, unknown>, key: string | null = KEYS.xj) {
  const res = await t.app.inject({
    method: 'POST',
    url: rankingRoutes.ingestBets.path,
    headers: key === null ? {} : { 'x-platform-key': key },
    payload: body,
  });
  return { status: res.statusCode, body: res.json<{ code: number; msg: string; data: { received: number; created: number; updated: number; unchanged: number } | null }>() };
}
