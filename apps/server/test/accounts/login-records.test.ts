import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@sport/contract';
import { captchas, loginFailures } from '../../src/db/schema/user';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const names = ['stale_captcha', 'live_captcha', 'idle_count', 'fresh_count', 'pending_count'];

async function insertRecords() {
  const now = Date.now();
  await t.database.db.insert(captchas).values([
    { id: 'c-stale', username: 'stale_captcha', answerHash: 'x', expiresAt: new Date(now - MINUTE_MS) },
    { id: 'c-live', username: 'live_captcha', answerHash: 'x', expiresAt: new Date(now + 4 * MINUTE_MS) },
  ]);
  await t.database.db.insert(loginFailures).values([
    { username: 'idle_count', failures: 7, lastFailedAt: new Date(now - DAY_MS - HOUR_MS) },
    { username: 'fresh_count', failures: 7, lastFailedAt: new Date(now - HOUR_MS) },
  ]);
}

const left = async () => {
  const c = await t.database.db.select({ name: captchas.username }).from(captchas).where(inArray(captchas.username, names));
  const f = await t.database.db
    .select({ name: loginFailures.username })
    .from(loginFailures)
    .where(inArray(loginFailures.username, names));
  return [...c, ...f].map((row) => row.name).sort();
};

describe('login records', () => {
  it('prunes expired captchas and failure counts idle for a day, keeping the rest', async () => {
    await insertRecords();
    expect(await t.app.users.pruneLoginRecords()).toEqual({ captchas: 1, failures: 1 });
    expect(await left()).toEqual(['fresh_count', 'live_captcha']);
  });

  it('are pruned by the leader without anyone asking', async () => {
    await t.database.db.delete(captchas);
    await t.database.db.delete(loginFailures);
    await insertRecords();
    // RUN_JOBS on, nothing to seed: this node leads, and its jobs prune at once and then hourly.
    const leader = await buildTestApp({ database: t.database, config: { runJobs: true, seedDemo: false } });
    try {
      await expect.poll(left, { timeout: 10_000 }).toEqual(['fresh_count', 'live_captcha']);
    } finally {
      await leader.close();
    }
  });
});
