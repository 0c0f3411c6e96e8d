import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoutes } from '@sport/contract';
import { consoleRoutes } from '@sport/contract/console';
import { auditLog } from '../../src/db/schema/console';
import type { TestApp } from '../helpers/app';
import { commentsApp, newUser, type User } from '../news/comments-fixture';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';

// The console's user view over the whole app: staff find a fan by uid or a part of the name, see their sessions
// (device, created, last seen, expiry), bans running and past, balance and ledger; ending a session logs the fan
// out at once (their next call with the token is refused), with an audit entry saying who and why.

let t: TestApp;
let ops: StaffLogin;
let mod: StaffLogin;

beforeAll(async () => {
  t = await commentsApp({ rateLimitMax: 1_000_000 });
  ops = await staffLogin(t, ['operator']);
  mod = await staffLogin(t, ['moderator']);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const search = async (q: string, who = ops) => {
  const res = await consoleCall(t, consoleRoutes.usersSearch, { q }, { cookie: who.cookie });
  if (res.body.code !== 1) throw new Error(JSON.stringify(res.body));
  return res.body.data.list;
};
const detail = async (userId: number, who = ops) =>
  (await consoleCall(t, consoleRoutes.userDetail, { userId }, { cookie: who.cookie })).body;
const info = (fan: User) => t.call(userRoutes.info, {}, fan);

describe('finding a fan', () => {
  it('by a part of the username or nickname, names that start with it first, and by uid', async () => {
    const fan = await newUser(t, 0);
    const name = `commenter_${process.pid}_`;
    const found = await search(name);
    expect(found.map((u) => u.uid)).toContain(fan.uid);
    // The nickname the fixture gives (评论者N) holds 论者, but does not start with it.
    expect((await search('论者')).map((u) => u.uid)).toContain(fan.uid);
    const [byUid] = await search(String(fan.uid));
    expect(byUid?.uid).toBe(fan.uid);
    expect(byUid?.username.startsWith(name)).toBe(true);
  });

  it('lists the names that start with the text before those that only hold it', async () => {
    const register = (username: string) => t.call(userRoutes.register, { username, password: 'lookup-pass-1' });
    await register(`a_tail${process.pid}`);
    await register(`tail${process.pid}_b`);
    expect((await search(`tail${process.pid}`)).map((u) => u.username)).toEqual([
      `tail${process.pid}_b`,
      `a_tail${process.pid}`,
    ]);
  });

  it('reads % and _ as letters, not patterns', async () => {
    await newUser(t, 0);
    // As patterns both would match every commenter_… account.
    expect(await search('commenter%')).toEqual([]);
    expect(await search('commente_')).toEqual([]);
  });

  it('an unknown uid is a 404', async () => {
    const res = await consoleCall(t, consoleRoutes.userDetail, { userId: 999_999 }, { cookie: ops.cookie });
    expect(res.status).toBe(404);
  });
});

describe('a fan’s view', () => {
  it('shows the session with its device, times and state, the bans running and lifted, the balance', async () => {
    const fan = await newUser(t, 300);
    expect((await info(fan)).status).toBe(200);
    await consoleCall(t, consoleRoutes.moderationBan, { userId: fan.uid, days: 3, reason: '刷屏' }, mod);
    await consoleCall(t, consoleRoutes.moderationUnban, { userId: fan.uid, reason: '申诉通过' }, mod);
    await consoleCall(t, consoleRoutes.moderationBan, { userId: fan.uid, days: 7, reason: '再次刷屏' }, mod);

    const view = await detail(fan.uid, mod);
    expect(view.code).toBe(1);
    expect(view.data.balance).toBe(300);
    const [session] = view.data.sessions;
    expect(view.data.sessions).toHaveLength(1);
    expect(session).toMatchObject({ deviceId: 'test-device-0001', state: 'live', endedAt: null });
    expect(session?.lastSeenAt).toBeGreaterThanOrEqual(session?.createdAt ?? Infinity);
    expect(session?.expiresAt).toBeGreaterThan(Date.now());
    expect(view.data.bans.map((b) => [b.reason, b.liftReason])).toEqual([
      ['再次刷屏', null],
      ['刷屏', '申诉通过'],
    ]);
  });

  it('pages the ledger newest first', async () => {
    const fan = await newUser(t, 0);
    for (const [i, amount] of [10, 20, 30].entries()) {
      await t.app.wallet.credit({ userId: fan.uid, amount, reason: 'recharge', idempotencyKey: `ledger-${i}` });
    }
    const page = async (p: number) =>
      (await consoleCall(t, consoleRoutes.userLedger, { userId: fan.uid, page: p, size: 2 }, { cookie: ops.cookie }))
        .body.data;
    expect(await page(1)).toMatchObject({ total: 3, list: [{ amount: 30, balanceAfter: 60 }, { amount: 20 }] });
    expect((await page(2)).list).toMatchObject([{ amount: 10, balanceAfter: 10, reason: 'recharge' }]);
  });
});

describe('ending sessions', () => {
  it('logs the fan out at once, even with the session cached, and writes the audit entry', async () => {
    const fan = await newUser(t, 0);
    // Answered once, so the server holds the session in its short cache.
    expect((await info(fan)).status).toBe(200);
    const res = await consoleCall(
      t,
      consoleRoutes.userEndSessions,
      { userId: fan.uid, reason: '账号被盗，用户申请下线' },
      ops,
    );
    expect(res.body).toMatchObject({ code: 1, data: { ended: 1 } });

    const after = await info(fan);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(400);
    expect((await detail(fan.uid)).data.sessions[0]).toMatchObject({ state: 'revoked' });

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(fan.uid)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'user.endSessions', staffName: ops.name, reason: '账号被盗，用户申请下线' });
    const before = JSON.parse(entries[0]?.before ?? '') as { sessions: { state: string }[] };
    expect(before.sessions.map((s) => s.state)).toEqual(['live']);
  });

  it('ends one named session; a session no longer live is a 404 and writes nothing', async () => {
    const fan = await newUser(t, 0);
    const [session] = (await detail(fan.uid)).data.sessions;
    const end = () =>
      consoleCall(t, consoleRoutes.userEndSessions, { userId: fan.uid, sessionId: session?.id, reason: '测试' }, mod);
    expect((await end()).body.data).toEqual({ ended: 1 });
    expect((await info(fan)).status).toBe(401);
    expect((await end()).status).toBe(404);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(fan.uid)));
    expect(entries).toHaveLength(1);
  });

  it('the fan logs in again and is back', async () => {
    const fan = await newUser(t, 0);
    await consoleCall(t, consoleRoutes.userEndSessions, { userId: fan.uid, reason: '测试' }, ops);
    const { username } = (await detail(fan.uid)).data.user;
    const login = await t.call(userRoutes.login, { username, password: 'comment-test-pass' });
    expect((await info({ token: login.body.data.token, uid: fan.uid })).status).toBe(200);
  });
});
