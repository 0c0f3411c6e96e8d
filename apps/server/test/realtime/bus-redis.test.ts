import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Bus, BusMessage } from '../../src/realtime/bus';
import { createRedisBus } from '../../src/realtime/bus-redis';
import { missingServices, REDIS_URL, waitFor } from '../helpers/reachability';

const skip = await missingServices({ redis: true });
if (skip) console.warn(`[redis bus] skipped: ${skip}`);

const record = (bus: Bus) => {
  const seen: BusMessage[] = [];
  bus.onMessage((m) => seen.push(m));
  return seen;
};

describe.skipIf(skip !== null)('Redis bus', () => {
  const buses: Bus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it('delivers a publish once on every node, including the publisher, through one Redis channel', async () => {
    const redisChannel = `sport:push:test:${randomUUID()}`;
    const a = await createRedisBus({ url: REDIS_URL, redisChannel });
    const b = await createRedisBus({ url: REDIS_URL, redisChannel });
    buses.push(a, b);
    expect([a.state, b.state]).toEqual(['up', 'up']);
    const onA = record(a);
    const onB = record(b);

    await a.publish('match.1', { n: 1 });
    await a.publish('match.1', { n: 2 });
    await waitFor('b to hear n=2', () => (onB.length >= 2 ? true : undefined));
    // b answers; when a hears it, Redis has already sent a its own two publishes back (same connection, in order).
    await b.publish('live', { n: 3 });
    await waitFor('a to hear n=3', () => (onA.length >= 3 ? true : undefined));

    const n1 = { channel: 'match.1', payload: { n: 1 } };
    const n2 = { channel: 'match.1', payload: { n: 2 } };
    const n3 = { channel: 'live', payload: { n: 3 } };
    expect(onA).toEqual([n1, n2, n3]);
    expect(onB).toEqual([n1, n2, n3]);
  });
});

describe('Redis bus without Redis', () => {
  it('starts down, still delivers locally, and does not throw on publish', async () => {
    const bus = await createRedisBus({ url: 'redis://127.0.0.1:1', connectWaitMs: 200 });
    try {
      expect(bus.state).toBe('down');
      const seen = record(bus);
      await bus.publish('match.9', { n: 1 });
      expect(seen).toEqual([{ channel: 'match.9', payload: { n: 1 } }]);
    } finally {
      await bus.close();
    }
  });
});
