import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { defineRoute } from '@sport/contract';
import { addRoute } from '../../src/http/route';
import { buildCoreApp, testConfig } from '../helpers/core-app';
import { signedHeaders } from '../helpers/signed-headers';
import { varyOf } from '../helpers/vary';

// What a cache between the client and the nodes (a reverse proxy, a CDN, the browser) is told it may keep.
// The answers to logged-in callers, login and info are checked over the whole app in test/anchor/cached-answers.

const SHELL = 'https://shell.example.com';
const config = testConfig({ corsOrigins: [SHELL], rateLimitMax: 6 });

const Item = Type.Object({ id: Type.Integer(), name: Type.String() });
const routes = {
  // A hot list: big enough to be compressed, so its answer varies by Accept-Encoding too.
  hot: defineRoute({
    method: 'GET',
    path: '/test/hot',
    auth: 'none',
    request: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
    response: Type.Array(Item),
    summary: 'a cached list',
  }),
  byHost: defineRoute({
    method: 'POST',
    path: '/test/by-host',
    auth: 'none',
    request: Type.Object({}),
    response: Type.Object({ origin: Type.String() }),
    summary: 'a cached answer naming the caller’s host',
  }),
  plain: defineRoute({
    method: 'GET',
    path: '/test/plain',
    auth: 'none',
    request: Type.Object({}),
    response: Type.Object({ ok: Type.Boolean() }),
    summary: 'an answer not marked cached',
  }),
};

const hot = Array.from({ length: 100 }, (_, id) => ({ id, name: `主播 ${id}` }));
const byHost = new Map<string, { origin: string }>();

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildCoreApp((scope) => {
    addRoute(scope, routes.hot, () => Promise.resolve(hot), { cached: true });
    addRoute(
      scope,
      routes.byHost,
      ({ req }) => {
        const origin = `${req.protocol}://${req.host}`;
        const answer = byHost.get(origin) ?? { origin };
        byHost.set(origin, answer);
        return Promise.resolve(answer);
      },
      { cached: true, vary: ['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto'] },
    );
    addRoute(scope, routes.plain, () => Promise.resolve({ ok: true }));
  }, config);
});
afterAll(async () => {
  await app.close();
});

let nextAddress = 1;
/** Each test counts under the rate limit from an address of its own. */
const address = () => `10.1.0.${nextAddress++}`;

describe('a visitor’s answer of a cached route', () => {
  it('may be kept by a shared cache for a second, and varies by the coding it was sent in', async () => {
    const res = await app.inject({
      url: routes.hot.path,
      headers: { ...signedHeaders(config.signWord), 'accept-encoding': 'gzip, br' },
      remoteAddress: address(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    // Origin: host-shell origins are configured here, so CORS grants differ by it.
    expect(varyOf(res.headers)).toEqual(['accept-encoding', 'origin']);
  });

  it('names the headers its route declares, so a cache keeps one answer per host', async () => {
    const res = await app.inject({
      method: 'POST',
      url: routes.byHost.path,
      headers: { ...signedHeaders(config.signWord), host: 'sport.example.com' },
      remoteAddress: address(),
    });
    expect(res.json()).toMatchObject({ data: { origin: 'http://sport.example.com' } });
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    expect(varyOf(res.headers)).toEqual(['host', 'origin', 'x-forwarded-host', 'x-forwarded-proto']);
  });

  it('keeps the Origin that CORS varies by when the coding is added (a host shell gets its own grant)', async () => {
    const res = await app.inject({
      url: routes.hot.path,
      headers: { ...signedHeaders(config.signWord), origin: SHELL, 'accept-encoding': 'gzip' },
      remoteAddress: address(),
    });
    expect(res.headers['access-control-allow-origin']).toBe(SHELL);
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    expect(varyOf(res.headers)).toEqual(['accept-encoding', 'origin']);
  });
});

describe('answers no cache may keep', () => {
  it('an answer of a route not marked cached', async () => {
    const res = await app.inject({ url: routes.plain.path, headers: signedHeaders(config.signWord), remoteAddress: address() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a refused sign on a cached route (the next caller’s sign may be good)', async () => {
    const res = await app.inject({
      url: routes.hot.path,
      headers: signedHeaders(config.signWord, { word: 'not-the-word' }),
      remoteAddress: address(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, msg: 'sign mismatch', data: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('an invalid input on a cached route', async () => {
    const res = await app.inject({
      url: `${routes.hot.path}?page=0`,
      headers: signedHeaders(config.signWord),
      remoteAddress: address(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('an unknown route', async () => {
    const res = await app.inject({ url: '/test/nowhere', remoteAddress: address() });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a 429 past the global limit on a cached route, which still says when to retry', async () => {
    const from = address();
    const call = () => app.inject({ url: routes.hot.path, headers: signedHeaders(config.signWord), remoteAddress: from });
    for (let i = 0; i < config.rateLimitMax; i += 1) expect((await call()).statusCode).toBe(200);
    const res = await call();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429, data: null });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
