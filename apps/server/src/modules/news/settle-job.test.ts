import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVERY_MATCH_CHANNEL } from '../../lib/match-events';
import { createMemoryBus } from '../../realtime/bus-memory';
import { startSettleJob } from './settle-job';

const none = { settled: 0, refunds: 0, reversals: 0 };

afterEach(() => {
  vi.useRealTimers();
});

describe('the settle job', () => {
  it('settles the matches it hears, and sweeps every due tip on a change of unknown reach, not a minute later', async () => {
    vi.useFakeTimers();
    const bus = createMemoryBus();
    const calls: string[] = [];
    const job = startSettleJob({
      settlement: {
        sweep: () => (calls.push('sweep'), Promise.resolve(none)),
        settleMatches: (ids) => (calls.push(`matches ${ids.join(',')}`), Promise.resolve(none)),
      },
      bus,
      onError: (error) => calls.push(`error ${String(error)}`),
    });
    await bus.publish('match.42', {});
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toEqual(['matches 42']);

    await bus.publish(EVERY_MATCH_CHANNEL, {});
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toEqual(['matches 42', 'sweep']);
    await job.stop();
    await bus.close();
  });
});
