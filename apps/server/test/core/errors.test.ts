import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCoreApp, testConfig } from '../helpers/core-app';
import { signedHeaders } from '../helpers/signed-headers';
import { registerTestRoutes, SECRET } from './routes';

const config = testConfig();
let app: FastifyInstance;
const headers = () => signedHeaders(config.signWord);

beforeAll(async () => {
  app = await buildCoreApp(registerTestRoutes, config);
});
afterAll(async () => {
  await app.close();
});

describe('error envelopes', () => {
  it('answers a successful call with the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/list?hostId=7', headers: headers() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: 'success', data: { hostId: 7 } });
  });

  it('names the field and the rule of a bad query', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/list?hostId=abc', headers: headers() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 422, msg: 'querystring.hostId: must be integer', data: null });
  });

  it('names a missing property', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/list', headers: headers() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, msg: 'querystring.hostId: is required' });
  });

  it('lists the allowed values of an enum-like field', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/list?hostId=1&kind=z', headers: headers() });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ msg: string }>().msg).toMatch(/^querystring\.kind: /);
  });

  it('names a nested body field and its minimum', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/echo', headers: headers(), payload: { page: 0, name: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 422, msg: 'body.page: must be >= 1', data: null });

    const nested = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: headers(),
      payload: { page: 1, name: 'x', filter: { sportId: 'football' } },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json()).toMatchObject({ code: 422, msg: 'body.filter.sportId: must be integer' });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/forehead/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: 'no such route: GET /api/forehead/nothing/here', data: null });
  });

  it('hides the cause of an internal error', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/boom', headers: headers() });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器繁忙，请稍后重试', data: null });
    expect(res.body).not.toContain('hunter2');
  });

  it('hides a response that does not fit its schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/bad-shape', headers: headers() });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器繁忙，请稍后重试', data: null });
    expect(res.body).not.toContain(SECRET);
  });

  it('passes an AppError through with its code', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/busy', headers: headers() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, msg: 'same request still in flight', data: null });
  });

  it('refuses an unsupported content type with 422', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { ...headers(), 'content-type': 'text/plain' },
      payload: 'page=1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ msg: string }>().msg).toMatch(/^content-type: /);
  });

  it('refuses malformed JSON with 422', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '{"page": 1,',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 422, msg: 'body: is not valid JSON', data: null });
  });

  it('answers a malformed URL with an envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/list/%zz', headers: headers() });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ data: null });
  });
});
