import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { anchorRoutes, systemRoutes, userRoutes, type AnchorListV2, type EnvelopeOf, type Host } from '@sport/contract';
import { DEMO_PASSWORD } from '../../src/feed/demo-users';
import type { TestApp } from '../helpers/app';
import { varyOf } from '../helpers/vary';
import { systemClock } from '../../src/lib/clock';
import { demoApp, hostAt, loginAs } from './fixture';

// The hot lists as callers and the caches between them and the nodes see them: prepared bytes in each
// coding, changes shown at once, and what each answer lets a cache keep.

let t: TestApp;
let fan: { token: string; uid: number };

beforeAll(async () => {
  t = await demoApp();
  fan = await loginAs(t, 'zhang_wei');
}, 300_000);
afterAll(async () => {
  await t.close();
});

const LIST = `${anchorRoutes.listV2.path}?momentSort=1`;
const PUBLIC = 'public, max-age=1';
const NOT_STORED = 'private, no-store';

const getList = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: LIST, headers: { ...t.headers(), ...headers } });
const attentionOf = (hosts: Host[], id: number) => hosts.find((h) => h.id === id)?.attention;
const visitorAttention = async (hostId: number) =>
  attentionOf((await getList()).json<EnvelopeOf<AnchorListV2>>().data.hostList, hostId);

describe('the anchor list', () => {
  it('lets a shared cache keep a visitor’s answer for a second, one per coding and session', async () => {
    const res = await getList({ 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    // token and uid choose the caller (a logged-in caller gets their own follows), so a cache must not answer
    // a request carrying them with a visitor's list.
    expect(varyOf(res.headers)).toEqual(['accept-encoding', 'token', 'uid']);
  });

  it('tells no cache to keep a logged-in caller’s answer', async () => {
    const res = await getList(t.headers({ token: fan.token, uid: fan.uid }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NOT_STORED);
  });

  it('shows a follow to visitors at once', async () => {
    const hostId = hostAt(3);
    const before = await visitorAttention(hostId);
    expect(before).toBeTypeOf('number');
    const on = await t.call(anchorRoutes.follow, { hostId, attention: 1 }, fan);
    expect(on.body.data).toMatchObject({ hostId, attention: (before ?? 0) + 1 });
    expect(await visitorAttention(hostId)).toBe((before ?? 0) + 1);
    await t.call(anchorRoutes.follow, { hostId, attention: 0 }, fan);
    expect(await visitorAttention(hostId)).toBe(before);
  });

  it('gives each client the coding it accepts, each decoding to the same list', async () => {
    const br = await getList({ 'accept-encoding': 'br' });
    const gzip = await getList({ 'accept-encoding': 'gzip' });
    const plain = await getList({ 'accept-encoding': 'identity' });
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    const list = plain.json<EnvelopeOf<AnchorListV2>>();
    expect(list.code).toBe(1);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(list);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list);
  });

  it('refuses a wrong or stale sign with 403, which no cache may keep', async () => {
    const wrong = await getList(t.headers({ word: 'not-the-word' }));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 403, msg: 'sign mismatch', data: null });
    expect(wrong.headers['cache-control']).toBe(NOT_STORED);
    const stale = await getList(t.headers({ timestamp: systemClock() - 3_600_000 }));
    expect(stale.statusCode).toBe(403);
    expect(stale.json<{ msg: string }>().msg).toContain('timestamp expired');
    expect(stale.headers['cache-control']).toBe(NOT_STORED);
  });
});

describe('the other cached lists', () => {
  it('host list (a POST): public for visitors, private for a logged-in caller', async () => {
    const visitor = await t.call(anchorRoutes.hostList, { page: 1, size: 5 });
    expect(visitor.headers['cache-control']).toBe(PUBLIC);
    expect(varyOf(visitor.headers)).toEqual(expect.arrayContaining(['token', 'uid']));
    const member = await t.call(anchorRoutes.hostList, { page: 1, size: 5 }, fan);
    expect(member.headers['cache-control']).toBe(NOT_STORED);
  });

  it('domain list: public, one per host and forwarded host and protocol (it names the caller’s origin)', async () => {
    const res = await t.call(systemRoutes.domainListV2, {});
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    expect(varyOf(res.headers)).toEqual(expect.arrayContaining(['host', 'x-forwarded-host', 'x-forwarded-proto']));
  });
});

describe('session answers', () => {
  it('login and info are never kept by a cache, nor is info’s refusal without a session', async () => {
    const login = await t.call(userRoutes.login, { username: 'demo', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe(NOT_STORED);
    const session = login.body.data as { token: string; uid: number };
    const info = await t.call(userRoutes.info, {}, session);
    expect(info.status).toBe(200);
    expect(info.headers['cache-control']).toBe(NOT_STORED);
    const refused = await t.call(userRoutes.info, {});
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe(NOT_STORED);
  });
});
