import { describe, expect, it } from 'vitest';
import { pickVideoSchedule } from './video-schedule';

const m = (id: number, statusId: number, live = false) => ({
  id,
  statusId,
  anchorInfo: live ? [{ liveStatus: 1 }] : [{ liveStatus: 0 }],
});

describe('pickVideoSchedule', () => {
  it('takes two when both first entries are started', () => {
    expect(pickVideoSchedule([m(1, 2), m(2, 4), m(3, 1)]).map((x) => x.id)).toEqual([1, 2]);
  });

  it('takes two when both first entries are started or have a live anchor', () => {
    expect(pickVideoSchedule([m(1, 1, true), m(2, 7)]).map((x) => x.id)).toEqual([1, 2]);
  });

  it('takes one when either of the first two is neither started nor live', () => {
    expect(pickVideoSchedule([m(1, 2), m(2, 1)]).map((x) => x.id)).toEqual([1]);
    expect(pickVideoSchedule([m(1, 1), m(2, 3)]).map((x) => x.id)).toEqual([1]);
  });

  it('only considers statuses 1–7', () => {
    expect(pickVideoSchedule([m(1, 8), m(2, 0), m(3, 3), m(9, 12), m(4, 5)]).map((x) => x.id)).toEqual([3, 4]);
    expect(pickVideoSchedule([m(1, 8), m(2, 13)])).toEqual([]);
  });

  it('never returns more than two', () => {
    expect(pickVideoSchedule([m(1, 2), m(2, 2), m(3, 2)])).toHaveLength(2);
  });

  it('tolerates a missing anchor list', () => {
    expect(pickVideoSchedule([{ statusId: 2 }, { statusId: 3, anchorInfo: null }])).toHaveLength(2);
  });
});
