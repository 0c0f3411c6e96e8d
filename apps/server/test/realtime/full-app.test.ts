import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoutes } from '@sport/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { isCmd, WsProbe } from './ws-probe';

/** The realtime plugins inside the whole app: sign exemptions, rate limiter, sessions from the accounts module. */
describe('/ws in the whole app', () => {
  let t: TestApp;
  let wsUrl: string;
  const probes: WsProbe[] = [];
  const open = async () => {
    const probe = await WsProbe.open(wsUrl);
    probes.push(probe);
    return probe;
  };

  beforeAll(async () => {
    t = await buildTestApp({ config: { adminToken: 'admin-secret' } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `${address.replace('http', 'ws')}/ws`;
  });
  afterAll(async () => {
    for (const probe of probes) probe.close();
    await t.close();
  });

  it('tells a logged-in socket on user.<uid> that a login elsewhere ended its session', async () => {
    const credentials = { username: 'wsuser', password: 'ws-password-1' };
    expect((await t.call(userRoutes.register, credentials)).body.code).toBe(1);
    const first = (await t.call(userRoutes.login, credentials)).body.data;

    const probe = await open();
    expect(await probe.ask({ cmd: 'auth', token: first.token, uid: first.uid }, isCmd('auth'))).toEqual({
      cmd: 'auth',
      ok: true,
    });
    const channel = `user.${first.uid}`;
    expect(await probe.ask({ cmd: 'subscribe', channels: [channel] }, isCmd('subscribed'))).toEqual({
      cmd: 'subscribed',
      channels: [channel],
    });

    expect((await t.call(userRoutes.login, credentials)).body.code).toBe(1);
    const kicked = await probe.onChannel(channel);
    expect(kicked).toMatchObject({ chId: channel, seq: 1, data: { type: 'kicked' } });

    expect(await probe.ask({ cmd: 'auth', token: first.token, uid: first.uid }, isCmd('auth'))).toMatchObject({
      ok: false,
      code: 505,
    });
  });

  // injectWS requests have no socket: the rate limiter's key must not need one (ARCHITECTURE §1).
  it('answers a socket opened with injectWS', async () => {
    const socket = await t.app.injectWS('/ws');
    const pong = new Promise<string>((resolve) => socket.once('message', (raw: Buffer) => resolve(raw.toString())));
    socket.send(JSON.stringify({ cmd: 'ping' }));
    expect(JSON.parse(await pong)).toEqual({ cmd: 'pong' });
    socket.terminate();
  });

  it('refuses a foreign Origin', async () => {
    await expect(WsProbe.open(wsUrl, { headers: { origin: 'https://evil.example' } })).rejects.toThrow('403');
  });

  it('serves the unsigned admin push with the admin token', async () => {
    const probe = await open();
    await probe.ask({ cmd: 'subscribe', channels: ['live'] }, isCmd('subscribed'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/push',
      headers: { 'x-admin-token': 'admin-secret' },
      payload: { channel: 'live', data: { hasLive: false, liveHostIds: [] } },
    });
    expect(res.statusCode).toBe(200);
    expect(await probe.onChannel('live')).toEqual({ chId: 'live', seq: 1, data: { hasLive: false, liveHostIds: [] } });

    const unsignedWithoutToken = await t.app.inject({
      method: 'POST',
      url: '/admin/push',
      payload: { channel: 'live', data: {} },
    });
    expect(unsignedWithoutToken.statusCode).toBe(403);
  });
});
