/**
 * One publish per event, never one per subscriber (ARCHITECTURE §5).
 * In-process by default; Redis pub/sub when REDIS_URL is set, so every node's hub hears every publish.
 */
export interface BusMessage {
  channel: string;
  /** Either a chId message or a namespace + mutation/action message (SPEC §4 routing). */
  payload: unknown;
}

export interface Bus {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Called for every message published on any node (including this one). Returns an unsubscribe function. */
  onMessage(listener: (message: BusMessage) => void): () => void;
  /** 'up' while cross-node delivery works; an in-process bus is always up. */
  readonly state: 'up' | 'down';
  close(): Promise<void>;
}
