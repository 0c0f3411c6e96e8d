// Issue 16 §5 budgets, written to bench/results/ranking.json:
// - ranking list and betting list: p99 ≤ 50 ms at 100 connections, logged-in callers (the built server, demo world);
// - recomputing a period over 100,000 bets ≤ 5 s (the ranking service over PGlite, and PostgreSQL when reachable);
// - ingest ≥ 1,000 bets/s on PostgreSQL (POST /admin/ingest/bets through the whole app, 1,000 bets a call).
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh database is made
// and dropped. Without a reachable server its parts are reported as skipped, not passed.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { rankingRoutes, userRoutes } from '@sport/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { competitions, matches, seasons, stages, teams, users } from '../apps/server/src/db/schema/index.ts';
import { bets, bettingReports } from '../apps/server/src/db/schema/ranking.ts';
import { AnswerCache } from '../apps/server/src/lib/answer-cache.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createFootballService } from '../apps/server/src/modules/football/service.ts';
import { createRankingService } from '../apps/server/src/modules/ranking/service.ts';
import { createMemoryBus } from '../apps/server/src/realtime/bus-memory.ts';
import { CLIENT_HEADERS, QUICK, signedHeaders, startServer, writeResults } from './lib.mjs';

const BUDGET = { listP99Ms: 50, recomputeMs: 5000, ingestPerSec: 1000 };
const RECOMPUTE_BETS = QUICK ? 10_000 : 100_000;
const INGEST_CALLS = QUICK ? 2 : 20;
const USERS = 2000;
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const INGEST_KEY = 'bench-ingest-key-0123456789';

const ms = (since) => Math.round(performance.now() - since);

/** A fresh PostgreSQL database, or null when no server answers. */
async function freshPostgres() {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `bench_ranking_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

/** Bettors, one competition and a finished match, written directly (the part under test comes after). */
async function seedBase(db) {
  await db.insert(competitions).values({ id: 1, sportId: 1, name: '基准联赛', nameEn: 'Bench', shortName: '基准', kind: 'league' });
  await db.insert(seasons).values({ id: 1, competitionId: 1, name: '2026', startAt: new Date(0), endAt: new Date(4e12) });
  await db.insert(stages).values({ id: 1, seasonId: 1, name: '常规赛', nameEn: 'Regular', phase: 1, sortOrder: 1 });
  const team = (id) => ({ id, sportId: 1, name: `队${id}`, nameEn: `T${id}`, shortName: `队${id}`, colors: ['#000000', '#ffffff'], country: 'CN', strength: 50 });
  await db.insert(teams).values([team(1), team(2)]);
  await db.insert(matches).values({
    id: 1, sportId: 1, competitionId: 1, seasonId: 1, stageId: 1, kind: 'regular', homeTeamId: 1, awayTeamId: 2,
    statusId: 8, kickoffAt: new Date(Date.now() - 3 * 3600_000), homeScore: 2, awayScore: 1, simSeed: 1,
  });
  const rows = Array.from({ length: USERS }, (_, i) => ({ username: `bench${i}`, nickname: `基准${i}`, passwordHash: 'x' }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(users).values(rows.slice(i, i + 1000));
  return (await db.select({ id: users.id }).from(users)).map((r) => r.id);
}

/** RECOMPUTE_BETS settled bets of this week (10% copies, 5% shared), then the timed recompute of the boards. */
async function recomputeOn(database, label) {
  const { db } = database;
  const ids = await seedBase(db);
  const now = Date.now();
  const results = ['win', 'lose', 'lose', 'win', 'half_win', 'half_lose', 'draw'];
  const leg = { matchId: 1, selection: { play: 'result', pick: 'home' }, odds: 2, result: 'win', sportId: 1, league: '基准', homeName: '队1', awayName: '队2', kickoffAt: now };
  for (let i = 0; i < RECOMPUTE_BETS; i += 2000) {
    const chunk = Array.from({ length: Math.min(2000, RECOMPUTE_BETS - i) }, (_, k) => {
      const n = i + k;
      const result = results[n % results.length];
      return {
        platform: 'xj', betId: `b${n}`, userId: ids[n % ids.length], stake: 100, odds: 2, result, legs: [leg],
        profit: result === 'win' ? 100 : result === 'lose' ? -100 : result === 'half_win' ? 50 : result === 'half_lose' ? -50 : 0,
        copiedFrom: n % 10 === 0 && n > 0 ? `b${n - 7}` : null,
        placedAt: new Date(now - 3600_000), settledAt: new Date(now - 60_000),
      };
    });
    const inserted = await db.insert(bets).values(chunk).returning({ id: bets.id, userId: bets.userId });
    const shared = inserted.filter((_, k) => k % 20 === 0);
    await db.insert(bettingReports).values(shared.map((b, k) => ({ betRowId: b.id, userId: b.userId, views: k % 300, likes: k % 17, createdAt: new Date(now - 3600_000) })));
  }
  const bus = createMemoryBus();
  const football = createFootballService({ db, cache: new AnswerCache(systemClock) });
  const ranking = createRankingService({ db, bus, cache: new AnswerCache(systemClock), football, users: { profiles: async () => new Map() } });
  await db.execute(sql`analyze`);
  const started = performance.now();
  await ranking.recompute(now);
  const took = ms(started);
  ranking.close();
  await bus.close();
  console.log(`recompute over ${RECOMPUTE_BETS} bets on ${label}: ${took} ms (budget ${BUDGET.recomputeMs} ms)`);
  return { database: label, bets: RECOMPUTE_BETS, ms: took, withinBudget: took <= BUDGET.recomputeMs };
}

/** INGEST_CALLS calls of 1,000 new bets each through the whole app (validation, key, one transaction each). */
async function ingestOn(url) {
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }, { seedDemo: false, runJobs: false, ingestKeys: { xj: INGEST_KEY }, rateLimitMax: 1e9 });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const ids = await seedBase(database.db);
    const placedAt = Date.now() - 3600_000;
    const body = (call) => ({
      platform: 'xj',
      bets: Array.from({ length: 1000 }, (_, k) => ({
        betId: `i${call}-${k}`, userId: ids[(k + 7 * (call + 1)) % ids.length], stake: 100, placedAt,
        legs: [{ matchId: 1, selection: { play: 'handicap', pick: 'home', line: '-0.75' }, odds: '1.92' }],
        ...(k % 20 === 0 ? { report: { views: k } } : {}),
      })),
    });
    const send = async (payload) => {
      const res = await app.inject({ method: 'POST', url: rankingRoutes.ingestBets.path, headers: { 'x-platform-key': INGEST_KEY }, payload });
      if (res.statusCode !== 200) throw new Error(`ingest answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    };
    await send(body(-1)); // warm-up, not timed
    const started = performance.now();
    let created = 0;
    for (let call = 0; call < INGEST_CALLS; call++) created += (await send(body(call))).created;
    const took = ms(started);
    // A resend of everything: idempotent, nothing new.
    const resendStarted = performance.now();
    let unchanged = 0;
    for (let call = 0; call < INGEST_CALLS; call++) unchanged += (await send(body(call))).unchanged;
    const resendMs = ms(resendStarted);
    const perSec = Math.round((created / took) * 1000);
    console.log(`ingest on PostgreSQL: ${created} new bets in ${took} ms = ${perSec} bets/s (budget ≥ ${BUDGET.ingestPerSec}); resend ${unchanged} unchanged in ${resendMs} ms`);
    return { bets: created, ms: took, betsPerSec: perSec, resend: { unchanged, ms: resendMs }, withinBudget: perSec >= BUDGET.ingestPerSec };
  } finally {
    await app.close();
    await database.close();
  }
}

/** One autocannon run of a logged-in call at 100 connections. */
const run = (url, body, session, duration) =>
  autocannon({
    url, method: 'POST', body: JSON.stringify(body), connections: 100, pipelining: 1, duration,
    headers: { ...CLIENT_HEADERS, ...signedHeaders({ token: session.token, uid: String(session.uid) }) },
  });

async function post(base, def, body, session) {
  const res = await fetch(base + def.path, { method: 'POST', headers: signedHeaders(session ? { token: session.token, uid: String(session.uid) } : {}), body: JSON.stringify(body) });
  const envelope = await res.json();
  if (envelope.code !== 1) throw new Error(`${def.path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** The built server with the demo world: the two reads at 100 connections, logged in. */
async function httpReads() {
  const server = await startServer(Number(process.env.BENCH_PORT) || 18086);
  try {
    const session = await post(server.url, userRoutes.login, { username: 'bettor0001', password: 'demo12345' });
    // The leader stores the boards after the seed: wait for the recent profit board.
    let board;
    for (let i = 0; i < 240 && !board?.redRankingList.length; i++) {
      board = (await post(server.url, rankingRoutes.list, { type: 2 }, session)).rankingDateList[0];
      if (!board?.redRankingList.length) await new Promise((r) => setTimeout(r, 500));
    }
    const busiest = board?.redRankingList[0]?.userId;
    if (!busiest) throw new Error('the demo world has no profit board');
    const cases = [
      { title: 'ranking/list (profit, recent week)', def: rankingRoutes.list, body: { type: 2 } },
      { title: 'ranking/list (red-order, show more)', def: rankingRoutes.list, body: { type: 1, showMore: 1 } },
      { title: 'data/betting/list (100 bets)', def: rankingRoutes.bettingList, body: { userId: busiest } },
    ];
    const figures = [];
    for (const c of cases) {
      await run(server.url + c.def.path, c.body, session, QUICK ? 1 : 5);
      const rounds = [];
      for (let i = 0; i < (QUICK ? 1 : 5); i++) rounds.push(await run(server.url + c.def.path, c.body, session, QUICK ? 1 : 3));
      const p99s = rounds.map((r) => r.latency.p99).sort((a, b) => a - b);
      const p99Ms = p99s[Math.floor(p99s.length / 2)];
      const requests = rounds.reduce((s, r) => s + r.requests.total, 0);
      const seconds = rounds.reduce((s, r) => s + r.duration, 0);
      const non2xx = rounds.reduce((s, r) => s + r.non2xx + r.errors, 0);
      const f = { title: c.title, reqPerSec: Math.round(requests / seconds), p99Ms, worstP99Ms: p99s.at(-1), non2xx, withinBudget: p99Ms <= BUDGET.listP99Ms && non2xx === 0 };
      console.log(`${c.title.padEnd(40)} ${f.reqPerSec} req/s  p99 ${p99Ms} ms (worst round ${f.worstP99Ms})${non2xx ? `  ${non2xx} non-2xx!` : ''}`);
      figures.push(f);
    }
    return figures;
  } finally {
    await server.stop();
  }
}

const recompute = [];
recompute.push(await recomputeOn(await openDatabase({ dataDir: 'memory://' }), 'PGlite'));
let ingest = { skipped: `no PostgreSQL at ${PG_URL}` };
const forRecompute = await freshPostgres();
if (forRecompute) {
  const database = await openDatabase({ databaseUrl: forRecompute.url, dataDir: 'memory://' });
  try {
    recompute.push(await recomputeOn(database, 'PostgreSQL'));
  } finally {
    await database.close();
    await forRecompute.drop();
  }
  const forIngest = await freshPostgres();
  try {
    ingest = await ingestOn(forIngest.url);
  } finally {
    await forIngest.drop();
  }
}
const reads = await httpReads();
writeResults('ranking', {
  connections: 100,
  budget: BUDGET,
  method: 'reads: 5 s warm-up then 5 rounds of 3 s per call, logged in as a demo bettor, p99 the median round’s; recompute: the four boards of the recent week and the closed weeks after bulk-written bets; ingest: calls of 1,000 new bets through app.inject',
  reads,
  recompute,
  ingest,
});
