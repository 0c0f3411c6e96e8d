import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { computeSign } from '@sport/contract';
import { buildCoreApp, testConfig } from '../helpers/core-app';
import { signedHeaders } from '../helpers/signed-headers';
import { registerTestRoutes } from './routes';

const config = testConfig({ signWord: 'word-for-tests' });
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildCoreApp((scope) => {
    registerTestRoutes(scope);
    scope.get('/ws', () => ({ code: 1, msg: 'success', data: null }));
    scope.get('/live/*', () => ({ code: 1, msg: 'success', data: null }));
  }, config);
});
afterAll(async () => {
  await app.close();
});

const list = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/test/list?hostId=1', headers });

describe('sign check', () => {
  it('accepts a correctly signed call, with and without a session', async () => {
    expect((await list(signedHeaders(config.signWord))).statusCode).toBe(200);
    expect((await list(signedHeaders(config.signWord, { token: 'abc', uid: 42 }))).statusCode).toBe(200);
  });

  it('accepts the sign in upper case hex', async () => {
    const headers = signedHeaders(config.signWord);
    expect((await list({ ...headers, sign: headers.sign!.toUpperCase() })).statusCode).toBe(200);
  });

  it('refuses a sign one character off, or of the right length but not hex', async () => {
    const headers = signedHeaders(config.signWord);
    const sign = headers.sign!;
    const flip = (c: string) => (c === '0' ? '1' : '0');
    for (const bad of [
      flip(sign[0]!) + sign.slice(1),
      sign.slice(0, -1) + flip(sign.at(-1)!),
      `G${sign.slice(1)}`,
      `${sign}0`,
    ]) {
      const res = await list({ ...headers, sign: bad });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, msg: 'sign mismatch' });
    }
  });

  it('refuses an unsigned call', async () => {
    const { sign: _sign, ...unsigned } = signedHeaders(config.signWord);
    const res = await list(unsigned);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: 'sign missing', data: null });
  });

  it('checks the HEAD twin of a GET route (routes get the check as they register)', async () => {
    const { sign: _sign, ...unsigned } = signedHeaders(config.signWord);
    const head = await app.inject({ method: 'HEAD', url: '/test/list?hostId=1', headers: unsigned });
    expect(head.statusCode).toBe(403);
    const signedHead = await app.inject({
      method: 'HEAD',
      url: '/test/list?hostId=1',
      headers: signedHeaders(config.signWord),
    });
    expect(signedHead.statusCode).toBe(200);
  });

  it('refuses a call signed with another word', async () => {
    const res = await list(signedHeaders(config.signWord, { word: 'sport-info' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: 'sign mismatch', data: null });
  });

  it('refuses a call whose signed headers were changed after signing', async () => {
    const headers = signedHeaders(config.signWord, { token: 'abc', uid: 42 });
    const res = await list({ ...headers, uid: '43' });
    expect(res.json()).toEqual({ code: 403, msg: 'sign mismatch', data: null });
  });

  it('refuses a stale call even when its sign is right', async () => {
    const res = await list(signedHeaders(config.signWord, { timestamp: Date.now() - 301_000 }));
    expect(res.statusCode).toBe(403);
    expect(res.json<{ msg: string }>().msg).toMatch(/^timestamp expired/);
    const future = await list(signedHeaders(config.signWord, { timestamp: Date.now() + 301_000 }));
    expect(future.json<{ msg: string }>().msg).toMatch(/^timestamp expired/);
  });

  it('says when the timestamp is missing or not a number', async () => {
    const fields = { 'device-id': 'd', 'os-type': '3', version: '1' };
    const missing = await list({ ...fields, sign: computeSign(fields, config.signWord) });
    expect(missing.json()).toMatchObject({ code: 403, msg: 'timestamp missing' });

    const bad = { ...fields, timestamp: 'yesterday' };
    const invalid = await list({ ...bad, sign: computeSign(bad, config.signWord) });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json<{ msg: string }>().msg).toMatch(/^timestamp invalid/);
  });

  it('lets routes marked signed: false through', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/image' });
    expect(res.statusCode).toBe(200);
  });

  it('exempts docs, the SPA, the redirect, the ws upgrade and live video', async () => {
    expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(302);
    expect((await app.inject({ method: 'GET', url: '/spa/sport-info-h5/' })).statusCode).not.toBe(403);
    expect((await app.inject({ method: 'GET', url: '/ws' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/live/1/index.m3u8' })).statusCode).toBe(200);
  });

  it('answers an unknown route with 404, not 403', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/forehead/unknown' });
    expect(res.statusCode).toBe(404);
  });
});
