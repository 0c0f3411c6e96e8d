import type { Bus, BusMessage } from './bus';

type Listener = (message: BusMessage) => void;

/** Delivers every message to this process's listeners; a single node needs nothing more. */
export function createMemoryBus(): Bus {
  const listeners = new Set<Listener>();
  return {
    state: 'up',
    publish(channel, payload) {
      deliver(listeners, { channel, payload });
      return Promise.resolve();
    },
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      return Promise.resolve();
    },
  };
}

/** One failing listener must not starve the others (nor throw into the publisher). */
export function deliver(listeners: Iterable<Listener>, message: BusMessage, onError?: (error: unknown) => void): void {
  for (const listener of listeners) {
    try {
      listener(message);
    } catch (error) {
      onError?.(error);
    }
  }
}
