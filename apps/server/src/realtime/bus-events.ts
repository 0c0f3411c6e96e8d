import { Value } from 'typebox/value';
import { BUS_EVENTS, type BusEventChannel, type BusEventOf } from '@sport/contract';
import type { Bus } from './bus';

/**
 * Calls `handler` with each event published on `channel` (on any node) whose payload fits the channel's schema in
 * the contract (BUS_EVENTS). One that does not fit (a node of another version) is ignored: the cached answers it
 * would have dropped end with their time to live. Returns the unsubscribe function.
 */
export function onBusEvent<C extends BusEventChannel>(bus: Bus, channel: C, handler: (event: BusEventOf<C>) => void): () => void {
  const schema = BUS_EVENTS[channel];
  return bus.onMessage((message) => {
    if (message.channel === channel && Value.Check(schema, message.payload)) handler(message.payload);
  });
}

/** Publishes an internal event, typed by its channel. Both buses deliver on this node before it returns. */
export function publishBusEvent<C extends BusEventChannel>(bus: Bus, channel: C, event: BusEventOf<C>): Promise<void> {
  return bus.publish(channel, event);
}
