import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createTestDatabase } from '../../test/helpers/db';
import { createLeadership, LEADER_LOCK_KEY } from './leader';

let database: Database & { url?: string };

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('leader election', () => {
  it('lets one leader start its work and stops it on close', async () => {
    const events: string[] = [];
    const leadership = createLeadership({
      database,
      key: LEADER_LOCK_KEY + 7,
      retryMs: 20,
      onError: (error) => events.push(`error ${String(error)}`),
      onLead: () => {
        events.push('lead');
        return Promise.resolve(() => {
          events.push('stop');
          return Promise.resolve();
        });
      },
    });
    await leadership.start();
    expect(leadership.isLeader).toBe(true);
    await leadership.stop();
    expect(events).toEqual(['lead', 'stop']);
  });

  it('gives the lock to one node at a time on PostgreSQL, and hands it over when the leader goes', async () => {
    if (database.kind === 'pglite' || !database.url) {
      console.info('leader lock across nodes: needs DATABASE_URL (PostgreSQL); on PGlite the one process is always the leader');
      expect(await database.tryLeaderLock(LEADER_LOCK_KEY + 1)).toBe(true);
      return;
    }
    const nodeA = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
    const nodeB = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
    try {
      expect(await nodeA.tryLeaderLock(LEADER_LOCK_KEY)).toBe(true);
      expect(await nodeA.tryLeaderLock(LEADER_LOCK_KEY)).toBe(true);
      expect(await nodeB.tryLeaderLock(LEADER_LOCK_KEY)).toBe(false);

      const leaders: string[] = [];
      const follower = createLeadership({
        database: nodeB,
        retryMs: 20,
        onError: () => undefined,
        onLead: () => {
          leaders.push('B');
          return Promise.resolve(() => Promise.resolve());
        },
      });
      await follower.start();
      expect(follower.isLeader).toBe(false);
      await nodeA.close();
      await expect.poll(() => follower.isLeader, { timeout: 20_000 }).toBe(true);
      expect(leaders).toEqual(['B']);
      await follower.stop();
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });
});
