import { load, startServer } from './lib.mjs';
const server = await startServer(18085, { RUN_JOBS: process.env.JOBS ?? 'false', SEED_DEMO: 'false' });
try {
  await load('healthz', server.url + '/healthz', { duration: 6 });
  await load('domain list v2', server.url + '/api/forehead/system/domain/list/v2', { method: 'POST', body: '{}', signed: true, duration: 6 });
} finally { server.stop(); }
