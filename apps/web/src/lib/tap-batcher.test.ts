import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTapBatcher } from './tap-batcher';

afterEach(() => vi.useRealTimers());

describe('createTapBatcher', () => {
  it('sends the taps of a burst once, per key, after the quiet time', () => {
    vi.useFakeTimers();
    const sent: [number, number][] = [];
    const batcher = createTapBatcher({ wait: 800, max: 99, send: (key, count) => sent.push([key, count]) });
    batcher.tap(1);
    vi.advanceTimersByTime(500);
    batcher.tap(1);
    batcher.tap(2);
    vi.advanceTimersByTime(799);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('sends at once when the cap is reached, and everything left on flush', () => {
    vi.useFakeTimers();
    const sent: [number, number][] = [];
    const batcher = createTapBatcher({ wait: 800, max: 3, send: (key, count) => sent.push([key, count]) });
    for (let i = 0; i < 4; i += 1) batcher.tap(7);
    expect(sent).toEqual([[7, 3]]);
    batcher.flush();
    expect(sent).toEqual([
      [7, 3],
      [7, 1],
    ]);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(2);
  });
});
