import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRoutes, type ConsoleRouteDef } from '@sport/contract/console';
import { auditLog } from '../../src/db/schema/console';
import { buildTestApp, type TestApp } from '../helpers/app';
import { addMatch, bet, ingest, KEYS, newUser, seedCompetition } from '../ranking/fixture';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';

// The 平台 area: a 管理员 makes, rotates and revokes a platform's ingest key. The key made works on the ingest
// route at once, beside the environment's INGEST_KEYS; a revoked or rotated-out key is refused on the very next
// call, on this node and on another over the same database; the plain key is in the answer that made it and in
// no later answer nor in the audit log.

let t: TestApp;
let other: TestApp;
let admin: StaffLogin;
let userId: number;
let matchId: number;
let nextBet = 0;

beforeAll(async () => {
  const config = { ingestKeys: { ...KEYS }, rateLimitMax: 1_000_000 };
  t = await buildTestApp({ config });
  other = await buildTestApp({ database: t.database, config });
  await seedCompetition(t.database.db);
  matchId = await addMatch(t.database.db, Date.now() + 86_400_000);
  userId = Number((await newUser(t)).uid);
  admin = await staffLogin(t, ['admin']);
}, 180_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

/** One new bet of `platform` sent with `key` to node `on`: the status and code the platform sees. */
async function send(platform: string, key: string, on = t) {
  nextBet += 1;
  const res = await ingest(on, { platform, bets: [bet(`keys-${nextBet}`, userId, matchId)] }, key);
  return { status: res.status, code: res.body.code };
}
const accepted = { status: 200, code: 1 };
const refused = { status: 403, code: 403 };

const keyCall = <R extends ConsoleRouteDef>(def: R, platform: string, reason = '接入新平台') =>
  consoleCall(t, def, { platform, reason }, { cookie: admin.cookie, csrf: admin.csrf });

describe('a platform’s stored ingest key', () => {
  const shown: string[] = [];

  it('works for its platform at once, on every node, and not for another platform', async () => {
    expect(await send('st', 'no-such-key')).toEqual(refused);
    const made = await keyCall(consoleRoutes.platformKeyCreate, 'st');
    expect(made.body.code, JSON.stringify(made.body)).toBe(1);
    const { key, view } = made.body.data;
    shown.push(key);
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect(view).toMatchObject({ platform: 'st', hint: key.slice(-4), revokedAt: null, createdBy: admin.name });
    expect(await send('st', key)).toEqual(accepted);
    expect(await send('st', key, other)).toEqual(accepted);
    expect(await send('xj', key)).toEqual(refused);
  });

  it('leaves the environment’s keys working', async () => {
    expect(await send('xj', KEYS.xj)).toEqual(accepted);
    expect(await send('bti', KEYS.bti, other)).toEqual(accepted);
  });

  it('cannot be made twice: a live key is replaced by rotating it', async () => {
    const again = await keyCall(consoleRoutes.platformKeyCreate, 'st');
    expect(again.status).toBe(409);
    expect(again.body.data).toBeNull();
  });

  it('once rotated, the old key is refused at once and the new one works, on both nodes', async () => {
    const [old] = shown;
    const rotated = await keyCall(consoleRoutes.platformKeyRotate, 'st', '例行轮换');
    expect(rotated.body.code).toBe(1);
    const next = rotated.body.data.key;
    shown.push(next);
    expect(next).not.toBe(old);
    expect(await send('st', old ?? '', other)).toEqual(refused);
    expect(await send('st', old ?? '')).toEqual(refused);
    expect(await send('st', next, other)).toEqual(accepted);
  });

  it('once revoked, is refused at once on every node; a second revoke finds nothing live', async () => {
    const live = shown[1] ?? '';
    expect(await send('st', live, other)).toEqual(accepted);
    const revoked = await keyCall(consoleRoutes.platformKeyRevoke, 'st', '平台停止合作');
    expect(revoked.body.code).toBe(1);
    expect(revoked.body.data.revoked).toHaveLength(1);
    expect(revoked.body.data.revoked[0]).toMatchObject({ platform: 'st', revokedBy: admin.name });
    expect(await send('st', live, other)).toEqual(refused);
    expect(await send('st', live)).toEqual(refused);
    expect((await keyCall(consoleRoutes.platformKeyRevoke, 'st', '再撤一次')).status).toBe(404);
  });

  it('is listed by its last four characters only, and the audit log holds each action without the key', async () => {
    const list = await consoleCall(t, consoleRoutes.platforms, {}, { cookie: admin.cookie });
    expect(list.body.code).toBe(1);
    const st = list.body.data.list.find((p) => p.platform === 'st');
    expect(st?.keys.map((k) => [k.hint, k.revokedAt !== null])).toEqual([
      [shown[1]?.slice(-4), true],
      [shown[0]?.slice(-4), true],
    ]);
    expect(st?.lastBetAt).not.toBeNull();
    expect(list.body.data.list.find((p) => p.platform === 'xj')).toMatchObject({ envKey: true });
    expect(list.body.data.list.find((p) => p.platform === 'st')).toMatchObject({ envKey: false });

    const audit = await consoleCall(t, consoleRoutes.auditList, { size: 50 }, { cookie: admin.cookie });
    expect(audit.body.code).toBe(1);
    const actions = audit.body.data.list.filter((e) => e.targetType === 'platform').map((e) => [e.action, e.reason]);
    expect(actions).toEqual([
      ['platform.keyRevoke', '平台停止合作'],
      ['platform.keyRotate', '例行轮换'],
      ['platform.keyCreate', '接入新平台'],
    ]);
    const rows = JSON.stringify(await t.database.db.select().from(auditLog));
    const answers = list.res.body + audit.res.body + rows;
    for (const key of shown) {
      expect(answers).not.toContain(key);
      // nor any long piece of it (the hint is the last four characters)
      expect(answers).not.toContain(key.slice(8, 24));
    }
    const verify = await consoleCall(t, consoleRoutes.auditVerify, {}, { cookie: admin.cookie });
    expect(verify.body.data).toMatchObject({ ok: true });
  });
});
