import { describe, expect, it } from 'vitest';
import { entryLiveStatus, hostLiveStatus, PRE_SHOW_MS } from './schedule-status';
import { MINUTE_MS } from '@sport/contract';

const MIN = MINUTE_MS;
const kickoffAt = Date.UTC(2025, 5, 10, 12);
const football = (statusId: number) => ({ sportId: 1, statusId, kickoffAt });
const basketball = (statusId: number) => ({ sportId: 2, statusId, kickoffAt });

describe('a schedule entry follows its match', () => {
  it('is not started (0) until the pre-show before kick-off', () => {
    expect(entryLiveStatus(football(1), kickoffAt - PRE_SHOW_MS - 1)).toBe(0);
    expect(entryLiveStatus(football(1), kickoffAt - 3 * 60 * MIN)).toBe(0);
  });

  it('is live (1) from the pre-show and while the match is in play', () => {
    expect(entryLiveStatus(football(1), kickoffAt - PRE_SHOW_MS)).toBe(1);
    for (const status of [2, 3, 4, 5, 7]) expect(entryLiveStatus(football(status), kickoffAt + 30 * MIN)).toBe(1);
    for (const status of [2, 5, 8, 9]) expect(entryLiveStatus(basketball(status), kickoffAt + 30 * MIN)).toBe(1);
  });

  it('has ended (2) once the match is finished, called off, or long overdue', () => {
    expect(entryLiveStatus(football(8), kickoffAt + 100 * MIN)).toBe(2);
    expect(entryLiveStatus(basketball(10), kickoffAt + 150 * MIN)).toBe(2);
    for (const status of [9, 10, 11, 12, 13]) expect(entryLiveStatus(football(status), kickoffAt - 60 * MIN)).toBe(2);
    // still "not started" hours after kick-off: the simulator is not running, the stream is over
    expect(entryLiveStatus(football(1), kickoffAt + 4 * 60 * MIN)).toBe(2);
    expect(entryLiveStatus(basketball(1), kickoffAt + 200 * MIN)).toBe(1);
  });

  it('opens at an operator’s start time instead of the pre-show, earlier or later', () => {
    const early = kickoffAt - 60 * MIN;
    expect(entryLiveStatus(football(1), early - 1, early)).toBe(0);
    expect(entryLiveStatus(football(1), early, early)).toBe(1);
    const late = kickoffAt + 10 * MIN;
    expect(entryLiveStatus(football(1), kickoffAt, late)).toBe(0);
    expect(entryLiveStatus(football(2), kickoffAt + 5 * MIN, late)).toBe(0);
    expect(entryLiveStatus(football(2), late, late)).toBe(1);
  });
});

describe('a host’s live status', () => {
  it('is 1 while an entry is in progress, 0 otherwise, 3 when hidden', () => {
    expect(hostLiveStatus(false, [0, 1, 2])).toBe(1);
    expect(hostLiveStatus(false, [0, 2])).toBe(0);
    expect(hostLiveStatus(false, [])).toBe(0);
    expect(hostLiveStatus(true, [1])).toBe(3);
  });

  it('is 0 off air whatever it streams, and still 3 when hidden', () => {
    expect(hostLiveStatus(false, [1], true)).toBe(0);
    expect(hostLiveStatus(true, [1], true)).toBe(3);
  });
});
