import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type { Bus, BusMessage } from './bus';
import { deliver } from './bus-memory';

export const DEFAULT_REDIS_CHANNEL = 'sport:push';

export interface BusLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface RedisBusOptions {
  url: string;
  /** The one Redis channel every event travels on. */
  redisChannel?: string;
  log?: BusLogger;
  /** How long creation waits for Redis before carrying on degraded (local delivery only). */
  connectWaitMs?: number;
}

/** What travels on the Redis channel: o = origin node, c = bus channel, p = payload. */
interface Wire {
  o: string;
  c: string;
  p: unknown;
}

const silent: BusLogger = { info: () => {}, warn: () => {} };

/** Reconnect forever: 100 ms doubling up to 3 s, with jitter so nodes do not reconnect in lockstep. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(100 * 2 ** Math.min(attempt, 10), 3000) + Math.floor(Math.random() * 100);

/**
 * Redis pub/sub bus: one PUBLISH per event on a single Redis channel. A publish delivers to this node's
 * own listeners directly (so local pushes survive a Redis outage) and through Redis to the other nodes;
 * each node skips what it published itself, so nobody gets a message twice.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<Bus> {
  const redisChannel = options.redisChannel ?? DEFAULT_REDIS_CHANNEL;
  const log = options.log ?? silent;
  const nodeId = randomUUID();
  const listeners = new Set<(message: BusMessage) => void>();
  const onListenerError = (error: unknown) => log.warn({ err: error }, 'bus listener failed');

  const common: RedisOptions = {
    retryStrategy: reconnectDelay,
    connectTimeout: 5000,
    // Commands fail fast while disconnected instead of queueing: an event that cannot cross now is
    // dropped (nothing is replayed; clients refetch snapshots after reconnecting).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2000,
    // We resubscribe ourselves on every 'ready', which also covers a failed first subscribe.
    autoResubscribe: false,
  };
  const pub = new Redis(options.url, { ...common, connectionName: `sport-pub-${nodeId}` });
  const sub = new Redis(options.url, { ...common, connectionName: `sport-sub-${nodeId}` });

  let subscribed = false;
  let closed = false;
  let wasUp = false;
  const isUp = () => !closed && subscribed && pub.status === 'ready';
  const noteState = () => {
    const up = isUp();
    if (up === wasUp) return;
    wasUp = up;
    if (up) log.info({ redisChannel }, 'redis bus up');
    else if (!closed) log.warn({ redisChannel }, 'redis bus down: pushes stay on this node until it is back');
  };

  // ioredis emits 'error' on every failed reconnect; an unhandled one would crash the process.
  let lastError = '';
  const onError = (error: Error) => {
    if (error.message !== lastError) log.warn({ err: error.message }, 'redis bus connection error');
    lastError = error.message;
  };
  pub.on('error', onError);
  sub.on('error', onError);
  pub.on('ready', () => {
    lastError = '';
    noteState();
  });
  pub.on('close', noteState);
  sub.on('close', () => {
    subscribed = false;
    noteState();
  });
  sub.on('ready', () => {
    lastError = '';
    sub.subscribe(redisChannel).then(
      () => {
        subscribed = true;
        noteState();
      },
      (error: unknown) => log.warn({ err: error }, 'redis bus subscribe failed'),
    );
  });
  sub.on('message', (from: string, raw: string) => {
    if (from !== redisChannel) return;
    let wire: Wire;
    try {
      wire = JSON.parse(raw) as Wire;
    } catch {
      log.warn({ redisChannel }, 'redis bus: unreadable message skipped');
      return;
    }
    if (wire.o === nodeId || typeof wire.c !== 'string') return;
    deliver(listeners, { channel: wire.c, payload: wire.p }, onListenerError);
  });

  const bus: Bus = {
    get state() {
      return isUp() ? 'up' : 'down';
    },
    async publish(channel, payload) {
      // Serialise first: a payload that cannot cross the wire fails before anyone receives it.
      const raw = JSON.stringify({ o: nodeId, c: channel, p: payload } satisfies Wire);
      deliver(listeners, { channel, payload }, onListenerError);
      if (pub.status !== 'ready') return;
      try {
        await pub.publish(redisChannel, raw);
      } catch (error) {
        log.warn({ err: error, channel }, 'redis bus publish failed: delivered on this node only');
      }
    },
    onMessage(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
      pub.disconnect();
      sub.disconnect();
    },
  };

  await waitUntil(isUp, options.connectWaitMs ?? 3000);
  if (!isUp()) log.warn({ redisChannel }, 'redis bus not reachable yet: starting with local delivery only');
  return bus;
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
