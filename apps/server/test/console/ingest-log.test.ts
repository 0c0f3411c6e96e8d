import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRoutes, INGEST_LOG_REFUSED_ROWS_MAX, type IngestLogEntry } from '@sport/contract/console';
import { INGEST_LOG_KEPT } from '../../src/modules/ranking/ingest-log';
import { ingestLog } from '../../src/db/schema/ranking';
import { addMatch, bet, ingest, KEYS, newUser, rankingApp, seedCompetition } from '../ranking/fixture';
import type { TestApp } from '../helpers/app';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';

// The bet ingest's log as the console shows it: each call with the key that let it in (by `env` or a stored key's
// id, never the key), the bets sent and written, and every refused row with its index and reason; a call refused
// for its key is logged too. The 平台 page lists a platform's latest calls, the 概览 its ingest health.

let t: TestApp;
let admin: StaffLogin;
let userId: number;
let matchId: number;
let nextBet = 0;

beforeAll(async () => {
  t = await rankingApp();
  await seedCompetition(t.database.db);
  matchId = await addMatch(t.database.db, Date.now() + 86_400_000);
  userId = Number((await newUser(t)).uid);
  admin = await staffLogin(t, ['admin']);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const fresh = (extra: Parameters<typeof bet>[3] = {}) => bet(`log-${++nextBet}`, userId, matchId, extra);

/** The platform's latest calls, newest first, as the 平台 page reads them. */
async function calls(platform: string): Promise<IngestLogEntry[]> {
  const res = await consoleCall(t, consoleRoutes.platforms, {}, { cookie: admin.cookie });
  expect(res.body.code).toBe(1);
  return res.body.data.list.find((p) => p.platform === platform)?.ingests ?? [];
}

describe('the ingest log', () => {
  it('logs an accepted call with the key that let it in and the rows written', async () => {
    const res = await ingest(t, { platform: 'xj', bets: [fresh(), fresh()] });
    expect(res.body.code).toBe(1);
    const [last] = await calls('xj');
    expect(last).toMatchObject({ outcome: 'accepted', key: 'env', received: 2, accepted: 2, refusedCount: 0, refused: [] });
  });

  it('logs a call with one bad row: nothing written, the row refused with its index and reason', async () => {
    const res = await ingest(t, { platform: 'xj', bets: [fresh(), fresh({ userId: 987_654 }), fresh()] });
    expect(res.status).toBe(422);
    expect(res.body.msg).toContain('body.bets.1.userId');
    const [last] = await calls('xj');
    expect(last).toMatchObject({
      outcome: 'refusedRows',
      key: 'env',
      received: 3,
      accepted: 0,
      refusedCount: 1,
      refused: [{ index: 1, field: 'body.bets.1.userId', reason: 'no such user' }],
    });
  });

  it('keeps every refused row of a call, at most INGEST_LOG_REFUSED_ROWS_MAX of them', async () => {
    const bad = INGEST_LOG_REFUSED_ROWS_MAX + 5;
    const bets = [fresh(), ...Array.from({ length: bad }, () => fresh({ legs: [{ matchId: 1, selection: { play: 'result', pick: 'home' }, odds: '2' }] }))];
    const res = await ingest(t, { platform: 'xj', bets });
    expect(res.body.msg).toContain('body.bets.1.legs.0.matchId');
    const [last] = await calls('xj');
    expect(last?.refusedCount).toBe(bad);
    expect(last?.refused).toHaveLength(INGEST_LOG_REFUSED_ROWS_MAX);
    expect(last?.refused[0]).toEqual({ index: 1, field: 'body.bets.1.legs.0.matchId', reason: 'no such match' });
  });

  it('logs a call refused for its key without the key, and one by a stored key by its id', async () => {
    const wrong = 'a-wrong-key-that-must-never-be-stored';
    const refused = await ingest(t, { platform: 'bti', bets: [fresh()] }, wrong);
    expect(refused.status).toBe(403);
    const [last] = await calls('bti');
    expect(last).toMatchObject({ outcome: 'refusedKey', key: null, received: 1, accepted: 0 });

    const made = await consoleCall(t, consoleRoutes.platformKeyCreate, { platform: 'st', reason: '接入' }, admin);
    const res = await ingest(t, { platform: 'st', bets: [fresh()] }, made.body.data.key);
    expect(res.body.code).toBe(1);
    const [st] = await calls('st');
    expect(st).toMatchObject({ outcome: 'accepted', key: `#${made.body.data.view.id}`, accepted: 1 });

    const stored = JSON.stringify(await t.database.db.select().from(ingestLog));
    for (const key of [wrong, made.body.data.key, KEYS.xj, KEYS.bti]) expect(stored).not.toContain(key);
  });

  it('shows on the 概览 each platform’s last accepted call and the calls and rows refused in 24 hours', async () => {
    const ops = await staffLogin(t, ['operator']);
    const res = await consoleCall(t, consoleRoutes.dashboard, {}, { cookie: ops.cookie });
    const byPlatform = new Map(res.body.data.ingest.map((p) => [p.platform, p]));
    const xj = (await calls('xj')).find((c) => c.outcome === 'accepted');
    expect(byPlatform.get('xj')).toMatchObject({ lastIngestAt: xj?.at, refusedCalls24h: 2, refusedRows24h: 1 + INGEST_LOG_REFUSED_ROWS_MAX + 5 });
    expect(byPlatform.get('bti')).toMatchObject({ lastIngestAt: null, refusedCalls24h: 1, refusedRows24h: 0 });
    expect(byPlatform.get('new-st')).toMatchObject({ lastIngestAt: null, refusedCalls24h: 0, refusedRows24h: 0 });
  });

  it('stays bounded: a platform keeps its newest INGEST_LOG_KEPT calls', async () => {
    for (let i = 0; i < INGEST_LOG_KEPT + 3; i++) await t.app.ranking.ingestLog.refusedKey('new-st', i);
    const rows = await t.database.db.select().from(ingestLog);
    const kept = rows.filter((r) => r.platform === 'new-st');
    expect(kept).toHaveLength(INGEST_LOG_KEPT);
    expect(Math.min(...kept.map((r) => r.received))).toBe(3);
  });
});
