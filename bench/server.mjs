// Issue 2 budget: hot read routes ≥ 0.5 of the bare route's req/s, p99 ≤ 20 ms, at 100 connections.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { routes } from '@sport/contract';
import { load, root, signedHeaders, startServer, waitFor, writeResults } from './lib.mjs';

const barePort = 18081;
const bare = spawn(process.execPath, [resolve(root, 'bench/bare-server.mjs')], {
  cwd: resolve(root, 'apps/server'),
  env: { ...process.env, PORT: String(barePort) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const server = await startServer(18080);
try {
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  const baseline = await load('bare fastify route', `http://127.0.0.1:${barePort}/bare`);
  const domain = await load('domain list v2', server.url + routes.system.domainListV2.path, {
    method: 'POST',
    body: '{}',
    headers: signedHeaders(),
  });
  const matchDef = routes.fiveLeagues.matchList;
  const matchList = await load('five-leagues match list', server.url + matchDef.path, {
    method: 'POST',
    body: JSON.stringify({ seasonId: Number(process.env.BENCH_SEASON_ID ?? 0) || undefined }),
    headers: signedHeaders(),
  });
  const judged = [domain, matchList].map((figure) => ({
    ...figure,
    ratio: Number((figure.reqPerSec / baseline.reqPerSec).toFixed(2)),
    withinBudget: figure.reqPerSec / baseline.reqPerSec >= 0.5 && figure.p99Ms <= 20 && figure.non2xx === 0,
  }));
  for (const figure of judged) console.log(`${figure.title}: ratio ${figure.ratio} to bare, ${figure.withinBudget ? 'within' : 'OVER'} budget`);
  writeResults('server', { connections: 100, budget: { minRatio: 0.5, maxP99Ms: 20 }, baseline, routes: judged });
} finally {
  server.stop();
  bare.kill('SIGTERM');
}
