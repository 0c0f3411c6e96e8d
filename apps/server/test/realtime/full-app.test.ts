import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchChannel, userChannel, userRoutes } from '@sport/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { randomMatchId } from './scores';
import { untilUserChannelDropped } from './until-dropped';
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

  /** A registered user logged in, with a socket authenticated as them holding user.<uid> and a marker channel. */
  const loggedInSocket = async (username: string) => {
    const credentials = { username, password: 'ws-password-1' };
    expect((await t.call(userRoutes.register, credentials)).body.code).toBe(1);
    const session = (await t.call(userRoutes.login, credentials)).body.data;
    const probe = await open();
    expect(await probe.ask({ cmd: 'auth', token: session.token, uid: session.uid }, isCmd('auth'))).toEqual({
      cmd: 'auth',
      ok: true,
    });
    const channel = userChannel(session.uid);
    const marker = matchChannel(randomMatchId());
    await probe.ask({ cmd: 'subscribe', channels: [channel, marker] }, isCmd('subscribed'));
    return { credentials, session, probe, channel, marker };
  };
  const publish = (channel: string, data: unknown) => t.app.bus.publish(channel, data);
  /** The gold push of this balance on `channel` (pushes from before a drop may still sit in the probe). */
  const goldPush = (probe: WsProbe, channel: string, balance: number) =>
    probe.next((m) => 'chId' in m && m.chId === channel && JSON.stringify(m.data) === JSON.stringify({ type: 'gold', balance }));

  it('stops user.<uid> pushes to a socket whose session logged out; the socket stays, and a new auth works', async () => {
    const { credentials, session, probe, channel, marker } = await loggedInSocket('wslogout');
    await publish(channel, { type: 'gold', balance: 1 });
    expect(await probe.onChannel(channel)).toMatchObject({ data: { type: 'gold', balance: 1 } });

    expect((await t.call(userRoutes.logout, {}, session)).body.code).toBe(1);
    await untilUserChannelDropped(probe, publish, channel, marker);
    expect(probe.closed).toBeNull();
    expect(await probe.ask({ cmd: 'subscribe', channels: [channel] }, isCmd('error'))).toMatchObject({ code: 400 });

    const again = (await t.call(userRoutes.login, credentials)).body.data;
    expect(await probe.ask({ cmd: 'auth', token: again.token, uid: again.uid }, isCmd('auth'))).toEqual({
      cmd: 'auth',
      ok: true,
    });
    await probe.ask({ cmd: 'subscribe', channels: [channel] }, isCmd('subscribed'));
    await publish(channel, { type: 'gold', balance: 2 });
    expect(await goldPush(probe, channel, 2)).toMatchObject({ chId: channel });
  });

  it('sends a kicked socket `kicked`, then nothing more on user.<uid>; the new session’s socket keeps it', async () => {
    const { credentials, probe, channel, marker } = await loggedInSocket('wskicked');
    const second = (await t.call(userRoutes.login, credentials)).body.data;
    expect(await probe.onChannel(channel)).toMatchObject({ data: { type: 'kicked' } });

    const other = await open();
    await other.ask({ cmd: 'auth', token: second.token, uid: second.uid }, isCmd('auth'));
    await other.ask({ cmd: 'subscribe', channels: [channel] }, isCmd('subscribed'));

    await untilUserChannelDropped(probe, publish, channel, marker);
    expect(probe.closed).toBeNull();
    await publish(channel, { type: 'gold', balance: 3 });
    expect(await goldPush(other, channel, 3)).toMatchObject({ chId: channel });
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
