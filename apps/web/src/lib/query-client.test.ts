import { RECONNECT, type MatchPush, type NamespaceMessage } from '@sport/contract';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory } from '../testing/fake-socket';
import { applyPush, createQueryClient, registerPushRouter, routePushesToCache } from './query-client';
import { createSocketClient } from './socket';
import { createSocketStore } from './socket-store';

const match = (matchId: number, homeScore: number): MatchPush => ({
  matchId,
  statusId: 2,
  minute: 30,
  homeScore,
  awayScore: 0,
  homeHalfScore: 0,
  awayHalfScore: 0,
  homeCorner: 0,
  awayCorner: 0,
  updatedAt: 1,
});

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

describe('push routing into the query cache', () => {
  it('routes a channel push by the kind of its chId, with typed data', () => {
    const client = createQueryClient();
    client.setQueryData(['match', 1], match(1, 0));
    cleanups.push(
      registerPushRouter('match', (data, message, qc) => {
        qc.setQueryData(['match', data.matchId], data);
        expect(message.chId).toBe(`match.${data.matchId}`);
      }),
    );
    const onHost = vi.fn();
    cleanups.push(registerPushRouter('host', onHost));

    const taken = applyPush({ chId: 'match.1', seq: 4, data: match(1, 2) }, client);

    expect(taken).toBe(1);
    expect(client.getQueryData<MatchPush>(['match', 1])?.homeScore).toBe(2);
    expect(onHost).not.toHaveBeenCalled();
  });

  it('routes a namespace push by namespace, whether it names a mutation or an action', () => {
    const client = createQueryClient();
    const anchor = vi.fn<(message: NamespaceMessage) => void>();
    const news = vi.fn<(message: NamespaceMessage) => void>();
    cleanups.push(registerPushRouter('anchor', anchor), registerPushRouter('news', news));

    applyPush({ namespace: 'anchor', mutation: 'SET_LIVE', data: { hostId: 3 } }, client);
    applyPush({ namespace: 'anchor', action: 'refresh', data: null }, client);

    expect(anchor.mock.calls.map(([message]) => message)).toEqual([
      { namespace: 'anchor', mutation: 'SET_LIVE', data: { hostId: 3 } },
      { namespace: 'anchor', action: 'refresh', data: null },
    ]);
    expect(news).not.toHaveBeenCalled();
  });

  it('a push nobody routes is dropped; an unregistered router stops receiving', () => {
    const client = createQueryClient();
    const live = vi.fn();
    const stop = registerPushRouter('live', live);

    expect(applyPush({ chId: 'host.3', seq: 1, data: { hostId: 3, liveStatus: 1, watcherCount: 0 } }, client)).toBe(0);
    stop();
    expect(applyPush({ chId: 'live', seq: 1, data: { hasLive: true, liveHostIds: [3] } }, client)).toBe(0);
    expect(live).not.toHaveBeenCalled();
  });

  it('feeds the socket’s pushes into the cache', () => {
    vi.useFakeTimers();
    const factory = fakeSocketFactory();
    const socket = createSocketClient({ createSocket: factory.create, store: createSocketStore() });
    const client = createQueryClient();
    cleanups.push(
      registerPushRouter('live', (data, _message, qc) => qc.setQueryData(['live-badge'], data.hasLive)),
      routePushesToCache(socket, client),
    );
    socket.connect('ws://push.test/ws');
    factory.last.accept();

    factory.last.push({ chId: 'live', seq: 1, data: { hasLive: true, liveHostIds: [5] } });

    expect(client.getQueryData(['live-badge'])).toBe(true);
    socket.close();
  });

  it('refetches active queries after a reconnect, not on the first connect', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const factory = fakeSocketFactory();
    const socket = createSocketClient({ createSocket: factory.create, store: createSocketStore() });
    const client = createQueryClient();
    let fetches = 0;
    const observer = new QueryObserver(client, { queryKey: ['snapshot'], queryFn: () => ++fetches });
    cleanups.push(observer.subscribe(() => {}), routePushesToCache(socket, client));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(1);

    socket.connect('ws://push.test/ws');
    factory.last.accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(1);

    factory.last.drop();
    await vi.advanceTimersByTimeAsync(RECONNECT.delayMs);
    factory.last.accept();
    await vi.advanceTimersByTimeAsync(0);

    expect(fetches).toBe(2);
    socket.close();
  });

  it('refetches active queries once when pushes were lost on one or more channels (a seq gap)', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const factory = fakeSocketFactory();
    const socket = createSocketClient({ createSocket: factory.create, store: createSocketStore() });
    const client = createQueryClient();
    let fetches = 0;
    const observer = new QueryObserver(client, { queryKey: ['snapshot'], queryFn: () => ++fetches });
    cleanups.push(observer.subscribe(() => {}), routePushesToCache(socket, client));
    socket.connect('ws://push.test/ws');
    factory.last.accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(1);

    factory.last.push({ chId: 'match.1', seq: 1, data: match(1, 0) });
    factory.last.push({ chId: 'match.1', seq: 2, data: match(1, 1) });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(1);

    // seq 3 of match.1 and 2 of match.2 never came
    factory.last.push({ chId: 'match.2', seq: 1, data: match(2, 0) });
    factory.last.push({ chId: 'match.1', seq: 4, data: match(1, 2) });
    factory.last.push({ chId: 'match.2', seq: 3, data: match(2, 1) });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(2);

    // a node that forgot the channel counts again from 1: no gap
    factory.last.push({ chId: 'match.1', seq: 1, data: match(1, 2) });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(2);

    // a new connection refetches once
    factory.last.drop();
    await vi.advanceTimersByTimeAsync(RECONNECT.delayMs);
    factory.last.accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(3);
    socket.close();
  });
});
