import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCoreApp, testConfig } from '../helpers/core-app';
import { signedHeaders } from '../helpers/signed-headers';
import { registerTestRoutes } from './routes';

const config = testConfig();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildCoreApp(registerTestRoutes, config);
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: string, contentType: string) =>
  app.inject({ method: 'POST', url, payload, headers: { ...signedHeaders(config.signWord), 'content-type': contentType } });
const form = (payload: string) => post('/test/echo', payload, 'application/x-www-form-urlencoded');

describe('request bodies', () => {
  it('reads a form with dot-nested keys, coerced by the schema', async () => {
    const res = await form('page=2&name=%E8%B6%B3%E7%90%83&filter.sportId=1&filter.kind=hot');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: 'success', data: { page: 2, name: '足球', filter: { sportId: 1, kind: 'hot' } } });
  });

  it('reads bracket indexes and repeated keys as lists', async () => {
    const indexed = await form('page=1&name=a&tags[0]=x&tags[1]=y');
    expect(indexed.json()).toMatchObject({ code: 1, data: { tags: ['x', 'y'] } });
    const repeated = await form('page=1&name=a&tags=x&tags=y');
    expect(repeated.json()).toMatchObject({ code: 1, data: { tags: ['x', 'y'] } });
  });

  it('reads the same call as JSON', async () => {
    const res = await post('/test/echo', JSON.stringify({ page: 3, name: 'b', filter: { sportId: 2 } }), 'application/json');
    expect(res.json()).toEqual({ code: 1, msg: 'success', data: { page: 3, name: 'b', filter: { sportId: 2 } } });
  });

  it('validates form values like JSON ones', async () => {
    const res = await form('page=0&name=a');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, msg: 'body.page: must be >= 1' });
  });

  it('takes a POST without a body, or with an empty JSON one', async () => {
    const none = await app.inject({ method: 'POST', url: '/test/empty', headers: signedHeaders(config.signWord) });
    expect(none.json()).toEqual({ code: 1, msg: 'success', data: { note: 'none' } });
    const empty = await post('/test/empty', '', 'application/json');
    expect(empty.json()).toEqual({ code: 1, msg: 'success', data: { note: 'none' } });
  });

  it.each(['__proto__.polluted=1', 'constructor.prototype.polluted=1', 'filter[__proto__][polluted]=1', 'a.prototype=1'])(
    'refuses the form key %s',
    async (key) => {
      const res = await form(`page=1&name=a&${key}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 422, data: null });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('refuses __proto__ and constructor keys in JSON', async () => {
    const proto = await post('/test/echo', '{"page":1,"name":"a","__proto__":{"polluted":1}}', 'application/json');
    expect(proto.statusCode).toBe(422);
    expect(proto.json<{ msg: string }>().msg).toMatch(/forbidden key/);
    const ctor = await post('/test/echo', '{"page":1,"name":"a","constructor":{"prototype":{"polluted":1}}}', 'application/json');
    expect(ctor.statusCode).toBe(422);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a key that is both a value and an object', async () => {
    const res = await form('page=1&name=a&filter=1&filter.sportId=2');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ msg: string }>().msg).toMatch(/^body\.filter\.sportId: /);
  });

  it('refuses a huge list index instead of allocating it', async () => {
    const res = await form('page=1&name=a&tags[99999999]=x');
    expect(res.statusCode).toBe(422);
  });

  // Issue 12 §1.8: 500k levels in 1 MB held the event loop for ~0.5 s in JSON.parse.
  it('refuses JSON nested deeper than any schema needs, before parsing it', async () => {
    const deep = await post('/test/echo', '['.repeat(1_000_000), 'application/json');
    expect(deep.statusCode).toBe(422);
    expect(deep.json()).toEqual({ code: 422, msg: 'body: must be nested at most 32 levels deep', data: null });

    const objects = await post('/test/echo', `{"page":1,"name":"a","x":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`, 'application/json');
    expect(objects.statusCode).toBe(422);
  });

  it('takes JSON nested up to the limit, and brackets inside strings', async () => {
    const nested = await post('/test/echo', `{"page":1,"name":"a","x":${'['.repeat(31)}${']'.repeat(31)}}`, 'application/json');
    expect(nested.statusCode).toBe(200);
    const name = `[{"\\"${'['.repeat(100)}`;
    const text = await post('/test/echo', JSON.stringify({ page: 1, name }), 'application/json');
    expect(text.json()).toEqual({ code: 1, msg: 'success', data: { page: 1, name } });
  });
});
