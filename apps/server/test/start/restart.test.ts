import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeSign, routes, type EnvelopeOf } from '@sport/contract';
import { startNode, type ServerNode } from '../helpers/server-process';

// The product's own start: server.ts on a PGlite folder, the demo world on first start, data kept on restart.
const dataDir = mkdtempSync(join(tmpdir(), 'sport-restart-'));
const env = { DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: 'true', RUN_JOBS: 'true' };
let node: ServerNode | undefined;

afterAll(async () => {
  await node?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A signed call as the app makes it: POST with a JSON body, or GET when body is undefined. */
async function call<T>(base: string, path: string, body?: unknown) {
  const fields = { 'device-id': 'restart-test', 'os-type': '1', timestamp: String(Date.now()), version: '1.0' };
  const res = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...fields, sign: computeSign(fields), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as EnvelopeOf<T>;
}

// The PostgreSQL pass of the server suites covers the database; this file is about the embedded default.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (onPostgres) console.log('restart test: runs in the PGlite pass only (DATABASE_URL is set)');

describe.skipIf(onPostgres)('starting the server', () => {
  it('seeds the demo world on first start, answers signed calls, and keeps its data across a restart', async () => {
    node = await startNode('first start', env, { dataDir, startTimeoutMs: 240_000 });
    const domains = await call<{ api: { domain: string }[] }>(node.http, routes.system.domainListV2.path, {});
    expect(domains.code).toBe(1);
    expect(domains.data.api[0]?.domain).toBe(node.http);

    const demo = await call(node.http, routes.user.login.path, { username: 'demo', password: 'demo12345' });
    expect(demo.code).toBe(1);
    // The people's content (tips, bets, the forum) is written while the node serves; /healthz says when it is done.
    const first = node;
    const seeding = async () =>
      ((await (await fetch(`${first.http}/healthz`)).json()) as { data: { seeding: boolean } }).data.seeding;
    await expect.poll(seeding, { timeout: 180_000, interval: 250 }).toBe(false);
    // The demo bets of the weeks before (closed empty by the ranking's first tick, before they came) reach last
    // week's profit board with the ranking's next tick (every 10 s).
    type Period = { startDate: number; redRankingList: unknown[] };
    type Board = { rankingDateList: Period[]; historyRankingDateList: Period[] };
    const recent = await call<Board>(first.http, routes.ranking.list.path, { type: 2 });
    const lastWeek = (recent.data.rankingDateList[0]?.startDate ?? 0) - 7 * 24 * 3600_000;
    const lastWeekRows = async () => {
      const board = await call<Board>(first.http, routes.ranking.list.path, { type: 2, startDate: lastWeek });
      return board.data.historyRankingDateList[0]?.redRankingList.length ?? 0;
    };
    await expect.poll(lastWeekRows, { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
    const registered = await call(node.http, routes.user.register.path, { username: 'restart_fan', password: 'kept-across-restarts' });
    expect(registered.code).toBe(1);
    const days = await call<unknown[]>(node.http, `${routes.fiveLeagues.matchDate.path}?id=12387`);
    await node.stop();
    expect(node.exitCode()).toBe(0);

    node = await startNode('restart', env, { dataDir, startTimeoutMs: 120_000 });
    const again = await call(node.http, routes.user.login.path, { username: 'restart_fan', password: 'kept-across-restarts' });
    expect(again.code).toBe(1);
    const daysAgain = await call<unknown[]>(node.http, `${routes.fiveLeagues.matchDate.path}?id=12387`);
    expect(daysAgain).toEqual(days);
  }, 420_000);
});
