import type { Database } from '../db/client';

/** The advisory-lock key every node competes for; its holder runs the demo seeding and the simulators. */
export const LEADER_LOCK_KEY = 72_610_002;

export interface LeaderOptions {
  database: Database;
  key?: number;
  /** How often a follower tries again, and how often the leader checks it still holds the lock. */
  retryMs?: number;
  /** Called once this node becomes leader; returns how to stop the leader's work. */
  onLead: () => Promise<() => Promise<void>>;
  onError: (error: unknown) => void;
}

export interface Leadership {
  /** Tries once now (awaiting the leader's start-up, e.g. seeding), then keeps trying in the background. */
  start(): Promise<void>;
  readonly isLeader: boolean;
  stop(): Promise<void>;
}

/**
 * Leader election on a session-level Postgres advisory lock, re-checked so a lost connection hands over.
 * The lock itself is released when the database closes (its session ends).
 */
export function createLeadership({ database, key = LEADER_LOCK_KEY, retryMs = 10_000, onLead, onError }: LeaderOptions): Leadership {
  let stopLeading: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let busy: Promise<void> = Promise.resolve();

  const attempt = async () => {
    const held = await database.tryLeaderLock(key);
    if (held && !stopLeading && !stopped) stopLeading = await onLead();
    if (!held && stopLeading) {
      const stop = stopLeading;
      stopLeading = undefined;
      await stop();
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      busy = attempt().catch(onError).finally(schedule);
    }, retryMs);
  };

  return {
    get isLeader() {
      return stopLeading !== undefined;
    },
    start: async () => {
      busy = attempt();
      try {
        await busy;
      } finally {
        schedule();
      }
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await busy.catch(() => undefined);
      const stop = stopLeading;
      stopLeading = undefined;
      await stop?.();
    },
  };
}
