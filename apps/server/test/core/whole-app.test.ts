import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@sport/contract';
import { buildTestApp, type TestApp } from '../helpers/app';

// The core behaviour on the whole app (buildApp over a real database), as a caller sees it.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const domainList = routes.system.domainListV2;

describe('the whole app', () => {
  it('answers a signed call', async () => {
    const res = await t.call(domainList);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
  });

  it('refuses unsigned, wrongly signed and stale calls with 403 saying which', async () => {
    const { sign: _sign, ...unsigned } = t.headers();
    const cases: [Record<string, string>, RegExp][] = [
      [unsigned, /^sign missing$/],
      [t.headers({ word: 'not-the-word' }), /^sign mismatch$/],
      [t.headers({ timestamp: Date.now() - 10 * 60_000 }), /^timestamp expired/],
    ];
    for (const [headers, msg] of cases) {
      const res = await t.app.inject({ method: domainList.method, url: domainList.path, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, data: null });
      expect(res.json<{ msg: string }>().msg).toMatch(msg);
    }
  });

  it('answers an unknown route with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/forehead/no/such/call', headers: t.headers() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('is healthy and ready without a sign', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ code: 1, msg: 'success', data: { status: 'ok' } });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ code: 1, data: { status: 'ok' } });
  });

  it('documents the registered contract routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain(domainList.path);
  });
});
