import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  footballTecChannel,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  MAX_WS_MESSAGE_BYTES,
  matchChannel,
  SESSION_ENDS,
  type FootballTecPush,
  type SessionEnd,
} from '@sport/contract';
import { loadConfig } from '../../src/config';
import { startRealtimeApp, type RealtimeApp } from './realtime-app';
import { score } from './scores';
import { untilUserChannelDropped } from './until-dropped';
import { isCmd, WsProbe } from './ws-probe';

let server: RealtimeApp;
const probes: WsProbe[] = [];
const open = async (options = {}) => {
  const probe = await WsProbe.open(server.wsUrl, options);
  probes.push(probe);
  return probe;
};
const subscribe = (probe: WsProbe, channels: string[]) =>
  probe.ask({ cmd: 'subscribe', channels }, isCmd('subscribed'));

beforeAll(async () => {
  server = await startRealtimeApp({
    // This file's sockets all come from 127.0.0.1 and stay open until the end.
    config: { corsOrigins: ['https://partner.example'], wsMaxSocketsPerIp: 1000 },
    sessions: { 'token-7': 7, expired: 7 },
  });
});
afterAll(async () => {
  for (const probe of probes) probe.close();
  await server.close();
});

describe('/ws channel pushes', () => {
  it('delivers each publish on a subscribed channel with seq 1, 2, ...', async () => {
    const probe = await open();
    expect(await subscribe(probe, ['match.101'])).toEqual({ cmd: 'subscribed', channels: ['match.101'] });

    await server.app.bus.publish(matchChannel(101), score(101, 1));
    await server.app.bus.publish(matchChannel(101), score(101, 2));

    expect(await probe.onChannel('match.101')).toEqual({ chId: 'match.101', seq: 1, data: score(101, 1) });
    expect(await probe.onChannel('match.101')).toEqual({ chId: 'match.101', seq: 2, data: score(101, 2) });
  });

  it('counts seq per channel: a match’s footballTec pushes have their own, beside its score’s', async () => {
    const probe = await open();
    await subscribe(probe, ['match.102', 'footballTec.102']);
    const play = (minute: number): FootballTecPush => ({
      matchId: 102,
      minute,
      events: [],
      statistics: { possession: { home: 55, away: 45 }, shots: null, shotsOnTarget: null, corners: null, fouls: null, yellowCards: null, redCards: null, offsides: null },
      commentary: [{ minute, kind: 'play', side: 1, text: '主队获得角球。' }],
      updatedAt: 1_700_000_000_000,
    });

    await server.app.bus.publish(matchChannel(102), score(102, 1));
    await server.app.bus.publish(footballTecChannel(102), play(30));
    await server.app.bus.publish(footballTecChannel(102), play(31));

    expect(await probe.onChannel('match.102')).toEqual({ chId: 'match.102', seq: 1, data: score(102, 1) });
    expect(await probe.onChannel('footballTec.102')).toEqual({ chId: 'footballTec.102', seq: 1, data: play(30) });
    expect(await probe.onChannel('footballTec.102')).toEqual({ chId: 'footballTec.102', seq: 2, data: play(31) });
  });

  it('stops delivering after unsubscribe', async () => {
    const probe = await open();
    await subscribe(probe, ['match.201', 'match.202']);
    const reply = await probe.ask({ cmd: 'unsubscribe', channels: ['match.201'] }, isCmd('unsubscribed'));
    expect(reply).toEqual({ cmd: 'unsubscribed', channels: ['match.201'] });

    await server.app.bus.publish('match.201', score(201, 1));
    await server.app.bus.publish('match.202', score(202, 1));

    // Frames on one socket keep their order: once match.202's arrives, match.201's would have too.
    await probe.onChannel('match.202');
    expect(probe.messages.filter((m) => 'chId' in m && m.chId === 'match.201')).toEqual([]);
  });

  it('merges and deduplicates subscriptions: one frame per event however often a channel was asked for', async () => {
    const probe = await open();
    expect(await subscribe(probe, ['match.301', 'match.301', 'live'])).toEqual({
      cmd: 'subscribed',
      channels: ['match.301', 'live'],
    });
    await subscribe(probe, ['match.301']);

    await server.app.bus.publish('match.301', score(301, 1));
    await server.app.bus.publish('live', { hasLive: true, liveHostIds: [5] });

    await probe.onChannel('live');
    expect(probe.messages.filter((m) => 'chId' in m && m.chId === 'match.301')).toHaveLength(1);
  });

  it('sends one event to every socket holding the channel', async () => {
    const [a, b] = [await open(), await open()];
    await subscribe(a, ['host.9']);
    await subscribe(b, ['host.9']);
    await server.app.bus.publish('host.9', { hostId: 9, liveStatus: 1, watcherCount: 12 });
    const expected = { chId: 'host.9', seq: 1, data: { hostId: 9, liveStatus: 1, watcherCount: 12 } };
    expect(await a.onChannel('host.9')).toEqual(expected);
    expect(await b.onChannel('host.9')).toEqual(expected);
  });

  it('passes namespace-style messages through as they are', async () => {
    const probe = await open();
    await subscribe(probe, ['live']);
    const message = { namespace: 'anchor', mutation: 'SET_LIVE', data: { hostId: 3 } };
    await server.app.bus.publish('live', message);
    expect(await probe.next((m) => 'namespace' in m)).toEqual(message);
  });
});

describe('/ws commands', () => {
  it('answers ping with pong', async () => {
    const probe = await open();
    expect(await probe.ask({ cmd: 'ping' }, isCmd('pong'))).toEqual({ cmd: 'pong' });
  });

  it('answers bad JSON, unknown commands and bad channel names with a 422 error and keeps the socket', async () => {
    const probe = await open();
    expect(await probe.ask('{not json', isCmd('error'))).toEqual({
      cmd: 'error',
      code: 422,
      msg: 'message: must be JSON',
    });
    expect(await probe.ask({ cmd: 'dance' }, isCmd('error'))).toEqual({
      cmd: 'error',
      code: 422,
      msg: 'cmd: must be one of subscribe, unsubscribe, ping, auth',
    });
    expect(await probe.ask([1, 2], isCmd('error'))).toMatchObject({ code: 422 });
    expect(await probe.ask({ cmd: 'subscribe', channels: ['match.1', 'bogus'] }, isCmd('error'))).toEqual({
      cmd: 'error',
      code: 422,
      msg: 'channels.1: must be a channel name (live, match.<id>, footballTec.<id>, host.<id> or user.<uid>)',
    });
    expect(await probe.ask({ cmd: 'subscribe' }, isCmd('error'))).toMatchObject({
      code: 422,
      msg: 'channels: is required',
    });
    expect(await probe.ask({ cmd: 'subscribe', channels: [] }, isCmd('error'))).toMatchObject({ code: 422 });

    const binary = probe.next(isCmd('error'));
    probe.socket.send(Buffer.from('{"cmd":"ping"}'), { binary: true });
    expect(await binary).toMatchObject({ code: 422, msg: 'message: must be a text frame' });

    expect(await probe.ask({ cmd: 'ping' }, isCmd('pong'))).toEqual({ cmd: 'pong' });
    expect(probe.closed).toBeNull();
  });

  it(`caps subscriptions at ${MAX_SUBSCRIPTIONS_PER_SOCKET} per socket, all or nothing`, async () => {
    const probe = await open();
    const many = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, (_, i) => `match.${1000 + i}`);
    expect(await subscribe(probe, many)).toMatchObject({ channels: many });
    // Already held channels do not count twice.
    expect(await subscribe(probe, many.slice(0, 5))).toMatchObject({ channels: many.slice(0, 5) });

    const refused = await probe.ask({ cmd: 'subscribe', channels: ['match.1', 'match.2'] }, isCmd('error'));
    expect(refused).toMatchObject({
      code: 422,
      msg: `channels: at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per socket`,
    });

    await server.app.bus.publish('match.1', score(1, 1));
    await server.app.bus.publish('match.1000', score(1000, 1));
    await probe.onChannel('match.1000');
    expect(probe.messages.filter((m) => 'chId' in m && m.chId === 'match.1')).toEqual([]);

    const tooLong = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET + 1 }, (_, i) => `host.${i}`);
    expect(await probe.ask({ cmd: 'subscribe', channels: tooLong }, isCmd('error'))).toMatchObject({ code: 422 });
  });

  it(`closes the socket (1009) on a frame over ${MAX_WS_MESSAGE_BYTES} bytes`, async () => {
    const probe = await open();
    probe.send({ cmd: 'subscribe', channels: ['match.1'], pad: 'x'.repeat(MAX_WS_MESSAGE_BYTES) });
    expect(await probe.waitClose()).toBe(1009);

    const other = await open();
    expect(await other.ask({ cmd: 'ping' }, isCmd('pong'))).toEqual({ cmd: 'pong' });
  });
});

describe('/ws user channels', () => {
  it('refuses user.<uid> without an auth for that uid, and still subscribes the rest', async () => {
    const probe = await open();
    const refused = probe.next(isCmd('error'));
    const ack = await subscribe(probe, ['user.7', 'match.401']);
    expect(ack).toEqual({ cmd: 'subscribed', channels: ['match.401'] });
    expect(await refused).toMatchObject({ cmd: 'error', code: 400, channels: ['user.7'] });
  });

  it('refuses a bad or expired token, then accepts the right token for its own uid only', async () => {
    const probe = await open();
    expect(await probe.ask({ cmd: 'auth', token: 'nope', uid: '7' }, isCmd('auth'))).toMatchObject({
      ok: false,
      code: 400,
    });
    expect(await probe.ask({ cmd: 'auth', token: 'expired', uid: '7' }, isCmd('auth'))).toMatchObject({
      ok: false,
      code: 405,
    });
    expect(await probe.ask({ cmd: 'auth', token: 'token-7', uid: '8' }, isCmd('auth'))).toMatchObject({ ok: false });
    expect(await probe.ask({ cmd: 'subscribe', channels: ['user.7'] }, isCmd('error'))).toMatchObject({ code: 400 });

    // Sent back to back: the subscribe waits for the auth before it.
    probe.send({ cmd: 'auth', token: 'token-7', uid: 7 });
    probe.send({ cmd: 'subscribe', channels: ['user.7'] });
    expect(await probe.next(isCmd('auth'))).toEqual({ cmd: 'auth', ok: true });
    expect(await probe.next(isCmd('subscribed'))).toEqual({ cmd: 'subscribed', channels: ['user.7'] });
    expect(await probe.ask({ cmd: 'subscribe', channels: ['user.8'] }, isCmd('error'))).toMatchObject({ code: 400 });

    await server.app.bus.publish('user.7', { type: 'kicked', msg: 'logged in elsewhere' });
    expect(await probe.onChannel('user.7')).toEqual({
      chId: 'user.7',
      seq: 1,
      data: { type: 'kicked', msg: 'logged in elsewhere' },
    });

    // A failed re-auth drops the user channel.
    expect(await probe.ask({ cmd: 'auth', token: 'nope', uid: '7' }, isCmd('auth'))).toMatchObject({ ok: false });
    await subscribe(probe, ['match.402']);
    await server.app.bus.publish('user.7', { type: 'gold', balance: 5 });
    await server.app.bus.publish('match.402', score(402, 1));
    await probe.onChannel('match.402');
    expect(probe.messages.filter((m) => 'chId' in m && m.chId === 'user.7')).toEqual([]);
  });
});

describe('/ws sockets whose session ended', () => {
  /** An app whose stub sessions a test can end, and a socket authenticated as uid 9 holding user.9 + a marker. */
  const authenticated = async (realtime = {}) => {
    const sessions: Record<string, number> = { 'token-9': 9 };
    const app = await startRealtimeApp({ sessions, realtime });
    const probe = await WsProbe.open(app.wsUrl);
    expect(await probe.ask({ cmd: 'auth', token: 'token-9', uid: 9 }, isCmd('auth'))).toEqual({ cmd: 'auth', ok: true });
    await probe.ask({ cmd: 'subscribe', channels: ['user.9', 'match.77'] }, isCmd('subscribed'));
    const publish = (channel: string, data: unknown) => app.app.bus.publish(channel, data);
    return { app, sessions, probe, publish };
  };

  it(`drops user.<uid> when ${SESSION_ENDS} says that user's session ended, and keeps the socket as a visitor's`, async () => {
    const { app, sessions, probe, publish } = await authenticated();
    try {
      // An event while the session still holds changes nothing.
      await publish(SESSION_ENDS, { userId: 9 } satisfies SessionEnd);
      await publish('user.9', { type: 'gold', balance: 1 });
      expect(await probe.onChannel('user.9')).toMatchObject({ data: { balance: 1 } });

      delete sessions['token-9'];
      await publish(SESSION_ENDS, { userId: 9 } satisfies SessionEnd);
      await untilUserChannelDropped(probe, publish, 'user.9', 'match.77');
      expect(await probe.ask({ cmd: 'subscribe', channels: ['user.9'] }, isCmd('error'))).toMatchObject({ code: 400 });
      expect(probe.closed).toBeNull();
    } finally {
      probe.close();
      await app.close();
    }
  });

  it('drops user.<uid> once the session expires, with no event, at the next session re-check', async () => {
    const { app, sessions, probe, publish } = await authenticated({ sessionRecheckMs: 50 });
    try {
      await publish('user.9', { type: 'gold', balance: 1 });
      expect(await probe.onChannel('user.9')).toMatchObject({ data: { balance: 1 } });
      delete sessions['token-9'];
      await untilUserChannelDropped(probe, publish, 'user.9', 'match.77');
    } finally {
      probe.close();
      await app.close();
    }
  });
});

describe('/ws sockets per address', () => {
  it('allows 20 open sockets per client address by default', () => {
    expect(loadConfig({}).wsMaxSocketsPerIp).toBe(20);
    expect(loadConfig({ WS_MAX_SOCKETS_PER_IP: '5' }).wsMaxSocketsPerIp).toBe(5);
    expect(() => loadConfig({ WS_MAX_SOCKETS_PER_IP: '0' })).toThrow('WS_MAX_SOCKETS_PER_IP');
  });

  it('refuses the upgrade over the cap with the 429 envelope, and takes one again once a socket has closed', async () => {
    const capped = await startRealtimeApp({ config: { wsMaxSocketsPerIp: 3 } });
    const held: WsProbe[] = [];
    try {
      for (let i = 0; i < 3; i += 1) held.push(await WsProbe.open(capped.wsUrl));
      await expect(WsProbe.open(capped.wsUrl)).rejects.toThrow('429');

      const { hostname, port } = new URL(capped.httpUrl);
      const socket = connect(Number(port), hostname);
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.write(
        'GET /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      await new Promise((resolve) => socket.on('close', resolve));
      expect(answer.startsWith('HTTP/1.1 429')).toBe(true);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 429, data: null });

      // The refused ones did not take a place; a closed socket gives its place back.
      held.shift()?.close();
      // The server hears the close when it hears it (later on a loaded machine): try until a socket is taken.
      const again = await vi.waitFor(() => WsProbe.open(capped.wsUrl), { interval: 20, timeout: 15_000 });
      held.push(again);
      expect(await again.ask({ cmd: 'ping' }, isCmd('pong'))).toEqual({ cmd: 'pong' });
      await expect(WsProbe.open(capped.wsUrl)).rejects.toThrow('429');
    } finally {
      for (const probe of held) probe.close();
      await capped.close();
    }
  });
});

describe('/ws handshake', () => {
  it('refuses a foreign Origin with 403', async () => {
    await expect(WsProbe.open(server.wsUrl, { headers: { origin: 'https://evil.example' } })).rejects.toThrow('403');
    await expect(WsProbe.open(server.wsUrl, { headers: { origin: 'null' } })).rejects.toThrow('403');
  });

  it('accepts its own host, a configured origin, and clients that send no Origin', async () => {
    const host = new URL(server.httpUrl).host;
    for (const origin of [`http://${host}`, 'https://partner.example', undefined]) {
      const probe = await open(origin ? { headers: { origin } } : {});
      expect(await probe.ask({ cmd: 'ping' }, isCmd('pong'))).toEqual({ cmd: 'pong' });
    }
  });

  it('refuses an upgrade on any other path with 404 and closes the socket', async () => {
    const elsewhere = server.wsUrl.replace(/\/ws$/, '/healthz');
    await expect(WsProbe.open(elsewhere)).rejects.toThrow('404');
    await expect(WsProbe.open(`${elsewhere.replace('/healthz', '/api/forehead/system/domain/list/v2')}`)).rejects.toThrow('404');
  });

  it('answers a refused upgrade with the 404 envelope', async () => {
    const { hostname, port } = new URL(server.httpUrl);
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n');
    await new Promise((resolve) => socket.on('close', resolve));
    expect(answer.startsWith('HTTP/1.1 404')).toBe(true);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 404, data: null });
  });

  it('answers a plain HTTP GET /ws with 404', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/ws' });
    expect(res.statusCode).toBe(404);
  });
});

describe('/ws heartbeat', () => {
  it('terminates a socket that does not answer pings and keeps one that does', async () => {
    const fast = await startRealtimeApp({ realtime: { heartbeatMs: 100 } });
    try {
      const silent = await WsProbe.open(fast.wsUrl, { autoPong: false });
      const lively = await WsProbe.open(fast.wsUrl);
      expect(await silent.waitClose()).toBe(1006);
      expect(await lively.ask({ cmd: 'ping' }, isCmd('pong'))).toEqual({ cmd: 'pong' });
      expect(lively.closed).toBeNull();
      lively.close();
    } finally {
      await fast.close();
    }
  });
});
