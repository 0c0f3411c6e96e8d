import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCoreApp, testConfig } from '../helpers/core-app';
import { signedHeaders } from '../helpers/signed-headers';
import { registerTestRoutes } from './routes';

const SHELL = 'https://shell.example.com';
const config = testConfig({ corsOrigins: [SHELL], rateLimitMax: 5 });
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildCoreApp(registerTestRoutes, config);
});
afterAll(async () => {
  await app.close();
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past a route limit', async () => {
    const call = () =>
      app.inject({ method: 'GET', url: '/test/limited', headers: signedHeaders(config.signWord), remoteAddress: '10.0.0.1' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const res = await call();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429, data: null });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts calls refused for their sign, so a flood of bad signs gets 429 past the limit', async () => {
    const badSign = () =>
      app.inject({
        method: 'GET',
        url: '/test/list?hostId=1',
        headers: { ...signedHeaders(config.signWord), sign: '0'.repeat(64) },
        remoteAddress: '10.0.0.7',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await badSign()).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429]);
    // the window is the address's, whatever the sign: a good call from it waits too
    const good = await app.inject({
      method: 'GET',
      url: '/test/list?hostId=1',
      headers: signedHeaders(config.signWord),
      remoteAddress: '10.0.0.7',
    });
    expect(good.statusCode).toBe(429);
  });

  it('counts a route limit before the sign check too', async () => {
    const { sign: _sign, ...unsigned } = signedHeaders(config.signWord);
    const call = () => app.inject({ method: 'GET', url: '/test/limited', headers: unsigned, remoteAddress: '10.0.0.8' });
    const statuses = [(await call()).statusCode, (await call()).statusCode, (await call()).statusCode];
    expect(statuses).toEqual([403, 403, 429]);
  });

  it('limits unknown routes too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await app.inject({ method: 'GET', url: `/guess/${i}`, remoteAddress: '10.0.0.2' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('counts each address on its own', async () => {
    const res = await app.inject({ method: 'GET', url: '/guess/other', remoteAddress: '10.0.0.3' });
    expect(res.statusCode).toBe(404);
  });

  it('counts clients behind a trusted proxy by their forwarded address, and ignores it from anyone else', async () => {
    const guess = (remoteAddress: string, forwardedFor: string) =>
      app.inject({ method: 'GET', url: '/guess/forwarded', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    // TRUST_PROXY is loopback: a local proxy speaks for its clients, each gets a window of its own.
    for (let i = 0; i < 5; i += 1) expect((await guess('127.0.0.1', '203.0.113.1')).statusCode).toBe(404);
    expect((await guess('127.0.0.1', '203.0.113.1')).statusCode).toBe(429);
    expect((await guess('127.0.0.1', '203.0.113.2')).statusCode).toBe(404);
    // Anyone else cannot dodge the limit by making up a new forwarded address on each call.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await guess('10.0.0.4', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});

describe('server timeouts', () => {
  // Node closes a request that is not whole by then (checked every 30 s): a test cannot wait that long, so
  // this reads the limits the server was given.
  it('gives a request 30 s to arrive whole, so a client trickling a body cannot hold a socket', () => {
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.keepAliveTimeout).toBe(72_000);
  });
});

describe('CORS and embedding', () => {
  it('answers a host shell preflight with the SPEC headers allowed', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/test/echo',
      headers: { origin: SHELL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'sign,token,uid' },
      remoteAddress: '10.0.0.4',
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SHELL);
    const allowed = String(res.headers['access-control-allow-headers']);
    for (const name of ['device-id', 'os-type', 'timestamp', 'version', 'token', 'uid', 'sign', 'app-type', 'language', 'pid']) {
      expect(allowed).toContain(name);
    }
  });

  it('gives no CORS grant to other origins', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/test/list?hostId=1',
      headers: { ...signedHeaders(config.signWord), origin: 'https://evil.example.net' },
      remoteAddress: '10.0.0.5',
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the host shell frame the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/image', remoteAddress: '10.0.0.6' });
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${SHELL}`);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('HSTS', () => {
  const page = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/test/image', remoteAddress, headers });

  it('is not sent over plain HTTP, where a browser ignores it and a LAN or laptop setup must keep working', async () => {
    const res = await page('127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the call came over HTTPS, and not when anyone else says so', async () => {
    const proxied = await page('127.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const claimed = await page('10.0.0.9', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
