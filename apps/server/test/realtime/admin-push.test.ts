import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeApp, type RealtimeApp } from './realtime-app';
import { score } from './scores';
import { isCmd, WsProbe } from './ws-probe';

const live = { hasLive: true, liveHostIds: [1, 2] };

describe('POST /admin/push', () => {
  let server: RealtimeApp;
  beforeAll(async () => {
    server = await startRealtimeApp({ config: { adminToken: 'admin-secret' } });
  });
  afterAll(() => server.close());

  const push = (body: unknown, token?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/admin/push',
      headers: token === undefined ? {} : { 'x-admin-token': token },
      payload: body as Record<string, unknown>,
    });

  it('publishes to the subscribers of the channel', async () => {
    const probe = await WsProbe.open(server.wsUrl);
    try {
      await probe.ask({ cmd: 'subscribe', channels: ['live'] }, isCmd('subscribed'));
      const res = await push({ channel: 'live', data: live }, 'admin-secret');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 1, msg: 'success', data: { channel: 'live', bus: 'up' } });
      expect(await probe.onChannel('live')).toEqual({ chId: 'live', seq: 1, data: live });
    } finally {
      probe.close();
    }
  });

  it('refuses a missing or wrong admin token with 403, before looking at the body', async () => {
    expect((await push({ channel: 'live', data: live })).statusCode).toBe(403);
    expect((await push({ channel: 'live', data: live }, 'admin-secreT')).statusCode).toBe(403);
    expect((await push({ nonsense: true }, 'wrong')).statusCode).toBe(403);
  });

  it('refuses a bad channel or data that does not fit the channel kind with 422', async () => {
    expect((await push({ channel: 'nope.1', data: live }, 'admin-secret')).statusCode).toBe(422);
    const wrongData = await push({ channel: 'match.5', data: { ...score(5, 1), matchId: 'five' } }, 'admin-secret');
    expect(wrongData.statusCode).toBe(422);
    const body = wrongData.json<{ code: number; msg: string }>();
    expect(body.code).toBe(422);
    expect(body.msg).toMatch(/^data\.matchId: /);
  });
});

describe('POST /admin/push without ADMIN_TOKEN', () => {
  it('does not exist', async () => {
    const server = await startRealtimeApp({ config: { adminToken: undefined } });
    try {
      const res = await server.app.inject({
        method: 'POST',
        url: '/admin/push',
        headers: { 'x-admin-token': '' },
        payload: { channel: 'live', data: live },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
