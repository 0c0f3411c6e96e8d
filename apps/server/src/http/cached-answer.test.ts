import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RouteDef } from '@sport/contract';
import { addRoute } from './route';

const Item = Type.Object({ id: Type.Integer(), name: Type.String() });
const listRoute = (path: string): RouteDef => ({
  method: 'GET',
  path,
  auth: 'none',
  request: Type.Object({}),
  response: Type.Array(Item),
  summary: path,
});

// Shared objects, as a service cache hands them out; the big one carries a field the schema leaves out.
const big = Array.from({ length: 200 }, (_, id) => ({ id, name: `主播 ${id}`, secret: 'never sent' }));
const small = [{ id: 1, name: 'one' }];
// Varied like a real list (names from tags and numbers): brotli's best quality beats its fast pass here.
const WORDS = [
  '战术分析',
  '世界杯',
  '幽默',
  '老球迷',
  '篮球',
  '足球',
  '欢乐',
  '直播间',
  '关注',
  '每天',
  '陪你',
  '看球',
  '聊球',
  '欢迎',
];
const varied = Array.from({ length: 200 }, (_, i) => ({
  id: (i * 7919) % 100_003,
  name:
    Array.from({ length: 4 }, (_, k) => WORDS[(i * 31 + k * 17 + ((i * i) % 7)) % WORDS.length]).join('') +
    String((i * 104_729) % 9973),
}));

// Routes marked `cached`, as the anchor, match and domain lists are (addRoute calls sendCached).
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  addRoute(app, listRoute('/big'), () => Promise.resolve(big), { cached: true });
  addRoute(app, listRoute('/small'), () => Promise.resolve(small), { cached: true });
  addRoute(app, listRoute('/varied'), () => Promise.resolve(varied), { cached: true });
  // A cache rebuilt on every call: each answer is the first of its object.
  addRoute(app, listRoute('/rebuilt'), () => Promise.resolve(big.map((item) => ({ ...item }))), { cached: true });
  await app.ready();
});
afterAll(() => app.close());

const expected = { code: 1, msg: 'success', data: big.map(({ id, name }) => ({ id, name })) };

const getEncoded = (url: string, acceptEncoding: string) =>
  app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });

describe('routes marked cached (sendCached)', () => {
  it('answers the envelope through the route schema (fields outside it never leave)', async () => {
    const res = await app.inject({ url: '/big' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.json()).toEqual(expected);
    expect(res.body).not.toContain('never sent');
  });

  it('answers br to a browser and gzip to a gzip-only client, decoding to the same answer (the first answer too)', async () => {
    const br = await getEncoded('/big', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(expected)) / 4);

    const gz = await getEncoded('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(expected);
  });

  it('compresses the first answer after a rebuild, not only later ones', async () => {
    for (const coding of ['br', 'gzip']) {
      const res = await getEncoded('/rebuilt', coding);
      expect(res.headers['content-encoding']).toBe(coding);
      const text = (coding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)).toString();
      expect(JSON.parse(text)).toEqual(expected);
    }
  });

  it('sends plain bytes when every coding is refused', async () => {
    const res = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(expected);
  });

  it('leaves a small answer uncompressed and without vary', async () => {
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toEqual({ code: 1, msg: 'success', data: small });
  });
});

describe('the best-quality brotli pass', () => {
  it('replaces the first pass for an answer asked for again, decoding to the same answer in fewer bytes', async () => {
    const first = await getEncoded('/varied', 'br');
    // asked again: the best pass starts, and later requests get its bytes once it is done
    await getEncoded('/varied', 'br');
    // The pass runs in the thread pool, tens of ms when the machine is idle, longer when it is loaded: poll for its
    // bytes rather than sleeping a guess, with room to spare for a busy machine.
    await expect
      .poll(async () => (await getEncoded('/varied', 'br')).rawPayload.length, { interval: 20, timeout: 20_000 })
      .toBeLessThan(first.rawPayload.length);
    const later = await getEncoded('/varied', 'br');
    expect(later.headers['content-encoding']).toBe('br');
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length * 0.9);
    expect(JSON.parse(brotliDecompressSync(later.rawPayload).toString())).toEqual({
      code: 1,
      msg: 'success',
      data: varied,
    });
  });
});
