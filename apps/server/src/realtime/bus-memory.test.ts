import { describe, expect, it } from 'vitest';
import type { BusMessage } from './bus';
import { createMemoryBus } from './bus-memory';

describe('in-process bus', () => {
  it('delivers each publish once to every listener until it unsubscribes', async () => {
    const bus = createMemoryBus();
    const a: BusMessage[] = [];
    const b: BusMessage[] = [];
    bus.onMessage((m) => a.push(m));
    const offB = bus.onMessage((m) => b.push(m));

    await bus.publish('match.1', { n: 1 });
    offB();
    await bus.publish('live', { n: 2 });

    expect(a).toEqual([
      { channel: 'match.1', payload: { n: 1 } },
      { channel: 'live', payload: { n: 2 } },
    ]);
    expect(b).toEqual([{ channel: 'match.1', payload: { n: 1 } }]);
    expect(bus.state).toBe('up');
    await bus.close();
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const bus = createMemoryBus();
    const seen: unknown[] = [];
    bus.onMessage(() => {
      throw new Error('listener bug');
    });
    bus.onMessage((m) => seen.push(m.payload));
    await expect(bus.publish('live', 1)).resolves.toBeUndefined();
    expect(seen).toEqual([1]);
  });
});
