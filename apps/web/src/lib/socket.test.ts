import { RECONNECT, TIMERS } from '@sport/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory } from '../testing/fake-socket';
import { createSocketClient, type PushMessage } from './socket';
import { createSocketStore } from './socket-store';

const URL = 'ws://push.test/ws';

function setup() {
  const factory = fakeSocketFactory();
  const store = createSocketStore();
  const client = createSocketClient({ createSocket: factory.create, store });
  return { factory, store, client };
}

beforeEach(() => {
  vi.useFakeTimers();
  // SPEC §8: socket errors and closes are only logged
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('connection', () => {
  it('connects to the given push url and reports the connection', () => {
    const { factory, store, client } = setup();

    client.connect(URL);
    expect(factory.last.url).toBe(URL);
    expect(store.getState().isConnected).toBe(false);
    factory.last.accept();

    expect(store.getState().isConnected).toBe(true);
  });

  it('turns an http(s) push domain into a ws(s) url', () => {
    const { factory, client } = setup();
    client.connect('https://push.test/ws');
    expect(factory.last.url).toBe('wss://push.test/ws');
  });

  it('reconnects 5 times 3 s apart, then sets the reconnect-error flag', () => {
    const { factory, store, client } = setup();
    client.connect(URL);

    for (let attempt = 1; attempt <= RECONNECT.attempts; attempt++) {
      factory.last.drop();
      vi.advanceTimersByTime(RECONNECT.delayMs - 1);
      expect(factory.sockets).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(factory.sockets).toHaveLength(attempt + 1);
      expect(store.getState().reconnectError).toBe(false);
    }
    factory.last.drop();
    vi.advanceTimersByTime(RECONNECT.delayMs * 10);

    expect(factory.sockets).toHaveLength(RECONNECT.attempts + 1);
    expect(store.getState().reconnectError).toBe(true);
  });

  it('a successful open starts a fresh round of attempts', () => {
    const { factory, store, client } = setup();
    client.connect(URL);
    factory.last.drop();
    vi.advanceTimersByTime(RECONNECT.delayMs * 4);
    factory.last.drop();
    vi.advanceTimersByTime(RECONNECT.delayMs);
    factory.last.accept();
    const opened = factory.sockets.length;

    for (let i = 0; i < RECONNECT.attempts; i++) {
      factory.last.drop();
      vi.advanceTimersByTime(RECONNECT.delayMs);
    }

    expect(factory.sockets).toHaveLength(opened + RECONNECT.attempts);
    expect(store.getState().reconnectError).toBe(false);
  });

  it('does not reconnect after close()', () => {
    const { factory, client } = setup();
    client.connect(URL);
    factory.last.accept();

    client.close();
    vi.advanceTimersByTime(RECONNECT.delayMs * 10);

    expect(factory.sockets).toHaveLength(1);
  });

  it('pings every 60 s while open', () => {
    const { factory, client } = setup();
    client.connect(URL);
    factory.last.accept();

    vi.advanceTimersByTime(TIMERS.heartbeat - 1);
    expect(factory.last.commands('ping')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(factory.last.commands('ping')).toHaveLength(1);
    vi.advanceTimersByTime(TIMERS.heartbeat);
    expect(factory.last.commands('ping')).toHaveLength(2);
  });
});

describe('subscriptions', () => {
  it('subscribes pending channels on open, in one command', () => {
    const { factory, client } = setup();
    client.subscribe(['live', 'match.1']);
    client.subscribe(['match.1', 'host.9']);
    client.connect(URL);

    factory.last.accept();

    expect(factory.last.commands('subscribe')).toEqual([{ cmd: 'subscribe', channels: ['live', 'match.1', 'host.9'] }]);
  });

  it('marks channels subscribed on the ack and all unsubscribed on close; re-subscribes after reconnect', () => {
    const { factory, store, client } = setup();
    client.subscribe(['live', 'match.1']);
    client.connect(URL);
    factory.last.accept();
    factory.last.push({ cmd: 'subscribed', channels: ['live', 'match.1'] });
    expect(store.getState().subscribeList).toEqual([
      { channelName: 'live', isSubscribed: true },
      { channelName: 'match.1', isSubscribed: true },
    ]);

    factory.last.drop();
    expect(store.getState().isConnected).toBe(false);
    expect(store.getState().subscribeList.every((entry) => !entry.isSubscribed)).toBe(true);

    vi.advanceTimersByTime(RECONNECT.delayMs);
    factory.last.accept();
    expect(factory.last.commands('subscribe')).toEqual([{ cmd: 'subscribe', channels: ['live', 'match.1'] }]);
  });

  it('throttles subscribes to one command per 1000 ms, merging and deduplicating channel names', () => {
    const { factory, client } = setup();
    client.connect(URL);
    factory.last.accept();

    client.subscribe(['match.1']);
    client.subscribe(['match.2', 'match.1', 'match.2']);
    client.subscribe(['match.3', 'match.2']);
    expect(factory.last.commands('subscribe')).toEqual([{ cmd: 'subscribe', channels: ['match.1'] }]);

    vi.advanceTimersByTime(TIMERS.subscribeThrottle - 1);
    expect(factory.last.commands('subscribe')).toHaveLength(1);
    vi.advanceTimersByTime(1);

    expect(factory.last.commands('subscribe')).toEqual([
      { cmd: 'subscribe', channels: ['match.1'] },
      { cmd: 'subscribe', channels: ['match.2', 'match.3'] },
    ]);
  });

  it('unsubscribe drops the channel and tells the server when it was held', () => {
    const { factory, store, client } = setup();
    client.subscribe(['live', 'match.1']);
    client.connect(URL);
    factory.last.accept();
    factory.last.push({ cmd: 'subscribed', channels: ['live', 'match.1'] });

    client.unsubscribe(['match.1']);

    expect(factory.last.commands('unsubscribe')).toEqual([{ cmd: 'unsubscribe', channels: ['match.1'] }]);
    expect(store.getState().subscribeList.map((e) => e.channelName)).toEqual(['live']);
  });

  it('ignores names that are not channels', () => {
    const { factory, store, client } = setup();
    client.connect(URL);
    factory.last.accept();

    client.subscribe(['match.1; drop', 'live']);

    expect(store.getState().subscribeList.map((e) => e.channelName)).toEqual(['live']);
    expect(factory.last.commands('subscribe')).toEqual([{ cmd: 'subscribe', channels: ['live'] }]);
  });

  it('sends auth first when logged in, and user.<uid> only after the server accepts it', () => {
    const { factory, store, client } = setup();
    client.auth({ token: 'tok', uid: '7' });
    client.subscribe(['live', 'user.7']);
    client.connect(URL);
    factory.last.accept();

    expect(factory.last.sent).toEqual([
      { cmd: 'auth', token: 'tok', uid: '7' },
      { cmd: 'subscribe', channels: ['live'] },
    ]);

    factory.last.push({ cmd: 'auth', ok: true });

    expect(factory.last.commands('subscribe').at(-1)).toEqual({ cmd: 'subscribe', channels: ['user.7'] });
    client.auth(null);
    expect(store.getState().subscribeList.map((e) => e.channelName)).toEqual(['live']);
  });
});

describe('messages', () => {
  it('passes channel and namespace pushes to listeners, and keeps command replies to itself', () => {
    const { factory, client } = setup();
    const received: PushMessage[] = [];
    client.onMessage((message) => received.push(message));
    client.connect(URL);
    factory.last.accept();

    const matchPush = {
      chId: 'match.1',
      seq: 1,
      data: { matchId: 1, statusId: 2, minute: 12, homeScore: 1, awayScore: 0, homeHalfScore: 0, awayHalfScore: 0, homeCorner: 0, awayCorner: 0, updatedAt: 1 },
    };
    factory.last.push(matchPush);
    factory.last.push({ namespace: 'anchor', mutation: 'SET_LIVE', data: { hostId: 3 } });
    factory.last.push({ cmd: 'pong' });
    factory.last.onmessage?.(new MessageEvent('message', { data: 'not json' }));

    expect(received).toEqual([matchPush, { namespace: 'anchor', mutation: 'SET_LIVE', data: { hostId: 3 } }]);
  });
});

