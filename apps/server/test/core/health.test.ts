import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import healthPlugin from '../../src/plugins/health';
import { buildCoreApp } from '../helpers/core-app';
import { createTestDatabase } from '../helpers/db';

// /healthz and /readyz on the whole app are in whole-app.test.ts; here the database goes away.
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildCoreApp(async (scope) => {
    scope.decorate('database', database);
    await scope.register(healthPlugin);
  });
});
afterAll(async () => {
  await app.close();
});

describe('health', () => {
  it('stays healthy but answers /readyz with 503 when the database is gone', async () => {
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ code: 1, msg: 'success', data: { status: 'ok' } });

    await database.close();
    const gone = await app.inject({ method: 'GET', url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ code: 500, msg: 'database unavailable', data: null });

    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toMatchObject({ code: 1, msg: 'success', data: { status: 'ok' } });
    // The world's time, for a client that follows the server's clock (CLOCK_START shifts it).
    expect(typeof alive.json<{ data: { now: unknown } }>().data.now).toBe('number');
  });
});
