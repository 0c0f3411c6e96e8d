import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatPush } from '@sport/contract';
import type { Bus, BusMessage } from '../../realtime/bus';
import { createRoomFeed } from './room-feed';

const line = (id: number, hostId = 7): ChatMessage => ({
  id,
  hostId,
  userId: id,
  nickName: `n${id}`,
  level: 0,
  content: `c${id}`,
  createDate: id,
});

function recordingBus(): Bus & { sent: BusMessage[] } {
  const sent: BusMessage[] = [];
  return {
    sent,
    state: 'up',
    publish: (channel, payload) => {
      sent.push({ channel, payload });
      return Promise.resolve();
    },
    onMessage: () => () => {},
    close: () => Promise.resolve(),
  };
}

describe('the room feed', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 1_000_000;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("publishes a room's lines and take-downs of one interval as one push, in id order", () => {
    const bus = recordingBus();
    const feed = createRoomFeed({ bus, clock: () => now, batchMs: 150, capPerSecond: 100, onPublishError: () => {} });
    feed.add(line(3));
    feed.add(line(2));
    feed.remove(7, 1);
    feed.add(line(9, 8));
    expect(bus.sent).toEqual([]);
    vi.advanceTimersByTime(150);
    expect(bus.sent).toEqual([
      { channel: 'chat.7', payload: { hostId: 7, messages: [line(2), line(3)], removed: [1] } satisfies ChatPush },
      { channel: 'chat.8', payload: { hostId: 8, messages: [line(9, 8)], removed: [] } },
    ]);
    feed.add(line(4));
    vi.advanceTimersByTime(150);
    expect(bus.sent).toHaveLength(3);
  });

  it('admits the cap per room per second, then again in the next second; other rooms are not held up', () => {
    const feed = createRoomFeed({ bus: recordingBus(), clock: () => now, batchMs: 150, capPerSecond: 3, onPublishError: () => {} });
    expect([1, 2, 3, 4].map(() => feed.admit(7))).toEqual([true, true, true, false]);
    expect(feed.admit(8)).toBe(true);
    now += 999;
    expect(feed.admit(7)).toBe(false);
    now += 1;
    expect(feed.admit(7)).toBe(true);
  });

  it('sends what waits when closed', () => {
    const bus = recordingBus();
    const feed = createRoomFeed({ bus, clock: () => now, batchMs: 150, capPerSecond: 3, onPublishError: () => {} });
    feed.add(line(1));
    feed.close();
    expect(bus.sent).toHaveLength(1);
  });
});
