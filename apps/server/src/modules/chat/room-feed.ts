import { chatChannel, type ChatMessage, type ChatPush } from '@sport/contract';
import type { Clock } from '../../lib/clock';
import type { Bus } from '../../realtime/bus';

export interface RoomFeedOptions {
  bus: Bus;
  clock: Clock;
  /** A room's lines are gathered this long, then go out as one push (CHAT_BATCH_MS). */
  batchMs: number;
  /** Lines a room takes per second on this node; beyond, a line reaches no one else (CHAT_ROOM_CAP_PER_SECOND). */
  capPerSecond: number;
  onPublishError: (error: unknown) => void;
}

interface Pending {
  messages: ChatMessage[];
  removed: number[];
  timer: NodeJS.Timeout;
}

const WINDOW_MS = 1_000;
const SWEEP_EVERY_MS = 10_000;

/**
 * What this node sends into each room: lines and take-downs gathered for a short interval and published as one push
 * on `chat.<hostId>`, so a busy room costs every socket one frame per interval, not one per line (the hub serialises
 * each push once and its bounded send buffer drops a socket too slow to read them). The room cap keeps what waits
 * bounded: at most `capPerSecond` lines a second per room, so never more than that waits for a flush.
 * The cap counts this node's lines: N nodes take up to N times as many (documented in the README).
 */
export function createRoomFeed({ bus, clock, batchMs, capPerSecond, onPublishError }: RoomFeedOptions) {
  const pending = new Map<number, Pending>();
  const windows = new Map<number, { start: number; count: number }>();
  let nextSweep = clock() + SWEEP_EVERY_MS;

  function flush(hostId: number): void {
    const batch = pending.get(hostId);
    if (!batch) return;
    clearTimeout(batch.timer);
    pending.delete(hostId);
    // Lines of one room commit in id order almost always; sorting makes the push read in order when two did not.
    const push: ChatPush = { hostId, messages: batch.messages.sort((a, b) => a.id - b.id), removed: batch.removed };
    bus.publish(chatChannel(hostId), push).catch(onPublishError);
  }

  function pendingOf(hostId: number): Pending {
    let batch = pending.get(hostId);
    if (!batch) {
      batch = { messages: [], removed: [], timer: setTimeout(() => flush(hostId), batchMs) };
      pending.set(hostId, batch);
    }
    return batch;
  }

  return {
    /** Whether the room takes one more line now; counts it when it does. */
    admit(hostId: number): boolean {
      const now = clock();
      if (now >= nextSweep) {
        for (const [id, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(id);
        nextSweep = now + SWEEP_EVERY_MS;
      }
      const window = windows.get(hostId);
      if (!window || now - window.start >= WINDOW_MS) {
        windows.set(hostId, { start: now, count: 1 });
        return true;
      }
      if (window.count >= capPerSecond) return false;
      window.count += 1;
      return true;
    },

    /** A stored line, out with the room's next push. */
    add(message: ChatMessage): void {
      pendingOf(message.hostId).messages.push(message);
    },

    /** A line taken down, out with the room's next push. */
    remove(hostId: number, messageId: number): void {
      pendingOf(hostId).removed.push(messageId);
    },

    /** Sends everything waiting now (on close, so no line accepted is lost). */
    close(): void {
      for (const hostId of [...pending.keys()]) flush(hostId);
    },
  };
}

export type RoomFeed = ReturnType<typeof createRoomFeed>;
