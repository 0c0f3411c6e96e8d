import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { anchorRoutes, Code, type EnvelopeOf, type Host, type PageOf } from '@sport/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { demoApp, hostAt, loginAs } from './fixture';

// The replay lane sits in front of Fastify's routing, so these calls go over a real socket (inject skips it).
let t: TestApp;
let base: string;
let fan: { token: string; uid: number };

const listen = async (app: TestApp['app']): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  t = await demoApp();
  fan = await loginAs(t, 'zhang_wei');
  base = await listen(t.app);
}, 300_000);
afterAll(async () => {
  await t.close();
});

const LIST = `${anchorRoutes.listV2.path}?momentSort=1`;

interface Call {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Call> {
  const res = await fetch(base + path, { headers: { ...t.headers(), ...headers } });
  return { status: res.status, headers: Object.fromEntries(res.headers), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Call> {
  const res = await fetch(base + path, {
    method: 'POST',
    body,
    headers: { ...t.headers(), 'content-type': 'application/json', ...headers },
  });
  return { status: res.status, headers: Object.fromEntries(res.headers), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** fetch undoes the coding itself; the raw socket bytes are not needed to read the answer. */
const json = <T>(call: Call): EnvelopeOf<T> => JSON.parse(call.bytes.toString()) as EnvelopeOf<T>;
const withoutDate = ({ date: _date, ...rest }: Record<string, string>) => rest;
const attentionOf = (hosts: Host[], id: number) => hosts.find((h) => h.id === id)?.attention;

describe('the replay lane (hot lists answered again before routing)', () => {
  it('answers a repeated visitor call without asking the route again, with the same headers and bytes', async () => {
    const spy = vi.spyOn(t.app.anchor, 'listV2');
    try {
      t.app.anchor.invalidate();
      const first = await get(LIST);
      const second = await get(LIST);
      const third = await get(LIST);
      expect(first.status).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(second.bytes.equals(first.bytes)).toBe(true);
      expect(third.bytes.equals(first.bytes)).toBe(true);
      expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
      // Fastify's headers, security headers included, and its keep-alive.
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      expect(second.headers['keep-alive']).toBe('timeout=72');
    } finally {
      spy.mockRestore();
    }
  });

  it('shows a change at once: a follow moves the count visitors see', async () => {
    const hostId = hostAt(3);
    const before = attentionOf(json<{ hostList: Host[] }>(await get(LIST)).data.hostList, hostId);
    expect(before).toBeTypeOf('number');
    expect(attentionOf(json<{ hostList: Host[] }>(await get(LIST)).data.hostList, hostId)).toBe(before);
    await t.call(anchorRoutes.follow, { hostId, attention: 1 }, fan);
    expect(attentionOf(json<{ hostList: Host[] }>(await get(LIST)).data.hostList, hostId)).toBe((before ?? 0) + 1);
    await t.call(anchorRoutes.follow, { hostId, attention: 0 }, fan);
    expect(attentionOf(json<{ hostList: Host[] }>(await get(LIST)).data.hostList, hostId)).toBe(before);
  });

  it('asks the route again after a second, so answers that expire by time do not live longer', async () => {
    await get(LIST);
    const spy = vi.spyOn(t.app.anchor, 'listV2');
    try {
      await get(LIST);
      expect(spy).toHaveBeenCalledTimes(0);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await get(LIST);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('still refuses a wrong or stale sign on a call it could answer', async () => {
    await get(LIST);
    const wrong = await get(LIST, t.headers({ word: 'not-the-word' }));
    expect(wrong.status).toBe(403);
    expect(json(wrong)).toMatchObject({ code: Code.Forbidden, msg: 'sign mismatch', data: null });
    const stale = await get(LIST, t.headers({ timestamp: Date.now() - 3_600_000 }));
    expect(stale.status).toBe(403);
    expect(json(stale).msg).toContain('timestamp expired');
  });

  it('never answers a logged-in caller from the lane: each gets its own list', async () => {
    await get(LIST);
    const spy = vi.spyOn(t.app.anchor, 'listV2');
    try {
      const session = { token: fan.token, uid: fan.uid };
      await get(LIST, t.headers(session));
      await get(LIST, t.headers(session));
      expect(spy).toHaveBeenCalledTimes(2);
      expect(spy).toHaveBeenLastCalledWith(fan.uid, expect.anything());
    } finally {
      spy.mockRestore();
    }
  });

  it('gives each client the coding it accepts', async () => {
    const br = await get(LIST, { 'accept-encoding': 'br' });
    const gzip = await get(LIST, { 'accept-encoding': 'gzip' });
    const plain = await get(LIST, { 'accept-encoding': 'identity' });
    const again = await get(LIST, { 'accept-encoding': 'gzip' });
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      again.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', 'gzip']);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Node's fetch decodes; the decoded answers are the same list.
    expect(json(gzip)).toEqual(json(plain));
    expect(json(br)).toEqual(json(plain));
  });

  it('answers a POST by its body: the same body again from the lane, another body from the route', async () => {
    const spy = vi.spyOn(t.app.anchor, 'hostList');
    try {
      t.app.anchor.invalidate();
      const page1 = await post(anchorRoutes.hostList.path, JSON.stringify({ page: 1, size: 5 }));
      const page2 = await post(anchorRoutes.hostList.path, JSON.stringify({ page: 2, size: 5 }));
      const page2Again = await post(anchorRoutes.hostList.path, JSON.stringify({ page: 2, size: 5 }));
      expect(spy).toHaveBeenCalledTimes(2);
      const ids = (call: Call) => json<PageOf<Host>>(call).data.list.map((h) => h.id);
      expect(ids(page1)).toHaveLength(5);
      expect(ids(page2)).toHaveLength(5);
      expect(ids(page2)).not.toEqual(ids(page1));
      expect(page2Again.bytes.equals(page2.bytes)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('leaves bad bodies to the route’s validation (the body it read reaches the parser whole)', async () => {
    const broken = await post(anchorRoutes.hostList.path, '{"page": 1,');
    expect(broken.status).toBe(422);
    expect(json(broken)).toMatchObject({ code: Code.Invalid, msg: 'body: is not valid JSON', data: null });
    const invalid = await post(anchorRoutes.hostList.path, JSON.stringify({ page: 'first' }));
    expect(invalid.status).toBe(422);
    expect(json(invalid).msg).toContain('body.page');
  });
});

describe('the replay lane and the rate limit', () => {
  let limited: TestApp;
  let limitedBase: string;
  beforeAll(async () => {
    limited = await buildTestApp({ config: { rateLimitMax: 5 } });
    limitedBase = await listen(limited.app);
  }, 120_000);
  afterAll(async () => {
    await limited.close();
  });

  it('counts replayed calls: the sixth in a minute gets 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await fetch(limitedBase + LIST, { headers: limited.headers() });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last?.json()) as { code: number }).code).toBe(Code.TooMany);
  });
});
