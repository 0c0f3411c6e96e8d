// Issue 4 budget: anchor list v2 and host list (served from the anchor cache) ≥ 0.5 of the bare route's
// req/s in the same run, p99 ≤ 20 ms, at 100 connections.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { routes } from '@sport/contract';
import { load, root, signedHeaders, startServer, waitFor, writeResults } from './lib.mjs';

const barePort = 18083;
const bare = spawn(process.execPath, [resolve(root, 'bench/bare-server.mjs')], {
  cwd: resolve(root, 'apps/server'),
  env: { ...process.env, PORT: String(barePort) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const server = await startServer(18082);
try {
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  const baseline = await load('bare fastify route', `http://127.0.0.1:${barePort}/bare`);
  const listV2 = await load('anchor list v2', `${server.url}${routes.anchor.listV2.path}?momentSort=1`, { headers: signedHeaders() });
  const hostList = await load('host list', server.url + routes.anchor.hostList.path, {
    method: 'POST',
    body: JSON.stringify({ page: 1, size: 20 }),
    headers: signedHeaders(),
  });
  const judged = [listV2, hostList].map((figure) => ({
    ...figure,
    ratio: Number((figure.reqPerSec / baseline.reqPerSec).toFixed(2)),
    withinBudget: figure.reqPerSec / baseline.reqPerSec >= 0.5 && figure.p99Ms <= 20 && figure.non2xx === 0,
  }));
  for (const figure of judged) console.log(`${figure.title}: ratio ${figure.ratio} to bare, ${figure.withinBudget ? 'within' : 'OVER'} budget`);
  writeResults('anchor', { connections: 100, budget: { minRatio: 0.5, maxP99Ms: 20 }, baseline, routes: judged });
} finally {
  server.stop();
  bare.kill('SIGTERM');
}
