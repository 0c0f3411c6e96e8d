// Issue 15 §6 budget: the tip list and the expert list for a logged-in caller, p99 ≤ 50 ms at 100 connections,
// on PGlite and on PostgreSQL. The demo world's ~3,200 tips and 40 experts; the caller is the demo user, who
// follows two experts (so the follow layer over the shared answers is measured, not skipped). A visitor's
// tip list runs alongside for reference.
// PostgreSQL: DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); a fresh
// database is made for the run and dropped after.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { newsRoutes, userRoutes } from '@sport/contract';
import { CLIENT_HEADERS, QUICK, ask, signedHeaders, startServer, writeResults } from './lib.mjs';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = QUICK ? 1 : 3;
const ROUND_SECONDS = QUICK ? 1 : 5;
const WARM_SECONDS = QUICK ? 1 : 3;
const MAX_P99_MS = 50;

async function admin(text) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function measure(title, url, session) {
  // Signed headers carry a timestamp: made fresh per run.
  const run = (duration) =>
    autocannon({
      url,
      connections: 100,
      pipelining: 1,
      duration,
      headers: { ...CLIENT_HEADERS, ...signedHeaders(session ? { token: session.token, uid: String(session.uid) } : {}) },
      setupClient: (client) => {
        client.pipelinedRequests.addBody = () => undefined;
      },
    });
  await run(WARM_SECONDS);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await run(ROUND_SECONDS));
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const figure = {
    title,
    reqPerSec: Math.round(rounds.reduce((s, r) => s + r.requests.total, 0) / rounds.reduce((s, r) => s + r.duration, 0)),
    p50Ms: sorted(rounds.map((r) => r.latency.p50))[Math.floor(ROUNDS / 2)],
    p99Ms: sorted(rounds.map((r) => r.latency.p99))[Math.floor(ROUNDS / 2)],
    worstP99Ms: Math.max(...rounds.map((r) => r.latency.p99)),
    non2xx: rounds.reduce((s, r) => s + r.non2xx + r.errors, 0),
  };
  figure.withinBudget = figure.p99Ms <= MAX_P99_MS && figure.non2xx === 0;
  console.log(
    `${title.padEnd(40)} ${String(figure.reqPerSec).padStart(6)} req/s  p50 ${figure.p50Ms} ms  p99 ${figure.p99Ms} ms (worst ${figure.worstP99Ms})${figure.non2xx ? `  (${figure.non2xx} non-2xx!)` : ''}`,
  );
  return figure;
}

async function benchOn(database, env, port) {
  const server = await startServer(port, env);
  try {
    const session = await ask(server.url, userRoutes.login, { username: 'demo', password: 'demo12345' });
    const experts = await ask(server.url, newsRoutes.professorList, { size: 8 });
    for (const expert of experts.list.slice(0, 2)) await ask(server.url, newsRoutes.attention, { professorId: expert.id, attention: 1 }, session);
    const tips = await ask(server.url, newsRoutes.messageList, { page: 1, size: 10 }, session);
    if (tips.list.length === 0) throw new Error('the demo world has no tip on sale');
    const tipList = `${server.url}${newsRoutes.messageList.path}?page=1&size=10`;
    const expertList = `${server.url}${newsRoutes.professorList.path}?page=1&size=8&sortType=1`;
    return {
      database,
      routes: [
        await measure(`tip list, logged in (${database})`, tipList, session),
        await measure(`expert list, logged in (${database})`, expertList, session),
        await measure(`tip list, visitor (${database})`, tipList, undefined),
      ],
    };
  } finally {
    await server.stop();
  }
}

const results = [await benchOn('PGlite', {}, 18092)];
const name = `bench_news_reads_${randomBytes(4).toString('hex')}`;
await admin(`create database ${name}`);
try {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  results.push(await benchOn('PostgreSQL', { DATABASE_URL: url.toString() }, 18093));
} finally {
  await admin(`drop database if exists ${name} with (force)`);
}
const judged = results.flatMap((r) => r.routes.filter((f) => f.title.includes('logged in')));
for (const f of judged) console.log(`${f.title}: p99 ${f.p99Ms} ms: ${f.withinBudget ? 'within' : 'OVER'} budget`);
writeResults('news', {
  connections: 100,
  method: `demo world; the demo user following two experts; ${WARM_SECONDS} s warm-up, then ${ROUNDS} rounds of ${ROUND_SECONDS} s per route, p99 the median round's`,
  budget: { maxP99Ms: MAX_P99_MS, judged: 'logged-in tip list and expert list' },
  results,
});
