import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityRoutes, routes, systemRoutes, userRoutes } from '@sport/contract';
import { sessions, users } from '../../src/db/schema/user';
import type { BusMessage } from '../../src/realtime/bus';
import { buildTestApp, type TestApp } from '../helpers/app';
import { moveWorldClock } from '../helpers/world-clock';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function newAccount(password = 'secret-pass-1') {
  counter += 1;
  const username = `fan_${counter}`;
  const res = await t.call(userRoutes.register, { username, password });
  expect(res.body).toMatchObject({ code: 1, data: { username } });
  return { username, password, uid: res.body.data.uid };
}
async function loginAs(username: string, password: string) {
  const res = await t.call(userRoutes.login, { username, password });
  expect(res.body.code).toBe(1);
  return res.body.data;
}

describe('accounts and sessions', () => {
  it('is reachable through the shared route table', () => {
    expect(routes.user.login).toBe(userRoutes.login);
    expect(routes.system.domainListV2).toBe(systemRoutes.domainListV2);
    expect(routes.activity.goldBalance).toBe(activityRoutes.goldBalance);
  });

  it('register → login → info → logout', async () => {
    const { username, password, uid } = await newAccount();
    const login = await loginAs(username, password);
    expect(login).toMatchObject({ uid, username });
    expect(login.token).toMatch(/^[0-9a-f]{32}$/);

    const info = await t.call(userRoutes.info, {}, login);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      code: 1,
      msg: 'success',
      data: { uid, username, nickname: username, headUrl: '', gold: 0 },
    });

    const out = await t.call(userRoutes.logout, {}, login);
    expect(out.body).toMatchObject({ code: 1, data: null });
    const after = await t.call(userRoutes.info, {}, login);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(400);
  });

  it('answers 400 (null user) to login-required calls without a valid session', async () => {
    const none = await t.call(userRoutes.info);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 400, data: null });
    const forged = await t.call(activityRoutes.goldBalance, {}, { token: 'f'.repeat(32), uid: 1 });
    expect(forged.body.code).toBe(400);
  });

  it('does not accept a token with another user’s uid', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const session = await loginAs(a.username, a.password);
    const res = await t.call(userRoutes.info, {}, { token: session.token, uid: b.uid });
    expect(res.body.code).toBe(400);
  });

  it('takes the uid header only as a canonical decimal: other spellings of the same number are not logged in', async () => {
    const { username, password, uid } = await newAccount();
    const session = await loginAs(username, password);
    expect((await t.call(userRoutes.info, {}, { token: session.token, uid: String(uid) })).body.code).toBe(1);
    for (const spelling of [`0${uid}`, `${uid}e0`, `0x${uid.toString(16)}`, `+${uid}`, `${uid}.0`, `${uid}.`, `0b${uid.toString(2)}`]) {
      const res = await t.call(userRoutes.info, {}, { token: session.token, uid: spelling });
      expect({ spelling, status: res.status, code: res.body.code, data: res.body.data }).toEqual({
        spelling,
        status: 401,
        code: 400,
        data: null,
      });
    }
  });

  it('refuses a short password with 422 naming the field, and a taken username with 409', async () => {
    const short = await t.call(userRoutes.register, { username: 'short_pw', password: 'seven77' });
    expect(short.status).toBe(422);
    expect(short.body.code).toBe(422);
    expect(short.body.msg).toContain('password');

    const badName = await t.call(userRoutes.register, { username: 'no spaces!', password: 'long-enough' });
    expect(badName.body.code).toBe(422);
    expect(badName.body.msg).toContain('username');

    const { username } = await newAccount();
    const again = await t.call(userRoutes.register, { username, password: 'another-pass' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(409);
  });

  it('stores only hashes and never returns them', async () => {
    const { username, password, uid } = await newAccount('never-shown-pw');
    const login = await t.call(userRoutes.login, { username, password });
    const token = (login.body.data as { token: string }).token;
    const [user] = await t.database.db.select().from(users).where(eq(users.id, uid));
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, uid));
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain(password);
    expect(session?.tokenHash).not.toBe(token);

    const info = await t.app.inject({
      method: 'POST',
      url: userRoutes.info.path,
      headers: t.headers({ token, uid }),
      payload: {},
    });
    for (const body of [JSON.stringify(login.body), info.body]) {
      expect(body).not.toContain(user?.passwordHash ?? 'missing');
      expect(body).not.toContain(session?.tokenHash ?? 'missing');
      expect(body).not.toContain(password);
    }
    expect(info.body).not.toContain(token);
  });

  it('answers 405 once the session has expired', async () => {
    const { username, password, uid } = await newAccount();
    const session = await loginAs(username, password);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, uid));
    const res = await t.call(userRoutes.info, {}, session);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 405, msg: '登录已过期，请重新登录', data: null });
    // an open call with the same stale token still works (the start-up must not stall on it)
    const domains = await t.call(systemRoutes.domainListV2, {}, session);
    expect(domains.body.code).toBe(1);
  });

  it('a login elsewhere ends the first session: 505, told on user.<uid>', async () => {
    const { username, password, uid } = await newAccount();
    const first = await loginAs(username, password);
    const heard: BusMessage[] = [];
    const stop = t.app.bus.onMessage((message) => {
      if (message.channel === `user.${uid}`) heard.push(message);
    });
    const second = await loginAs(username, password);
    stop();

    const old = await t.call(userRoutes.info, {}, first);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ code: 505, msg: '账号已在其他设备登录', data: null });
    const now = await t.call(userRoutes.info, {}, second);
    expect(now.body.code).toBe(1);
    expect(heard).toEqual([{ channel: `user.${uid}`, payload: { type: 'kicked', msg: '账号已在其他设备登录' } }]);
    expect(await t.app.checkSession(first.token, uid)).toEqual({ kind: 'kicked' });
    expect(await t.app.checkSession(second.token, String(uid))).toEqual({ kind: 'ok', user: { id: uid, username } });
  });

  it('refuses a wrong password without telling whether the account exists', async () => {
    const { username } = await newAccount();
    const wrong = await t.call(userRoutes.login, { username, password: 'not-the-password' });
    const unknown = await t.call(userRoutes.login, { username: 'nobody_here', password: 'not-the-password' });
    expect(wrong.body).toEqual({ code: 403, msg: '用户名或密码错误', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('uses the configured session lifetime', async () => {
    const lifetime = 60_000;
    const short = await buildTestApp({ database: t.database, config: { sessionTtlMs: lifetime } });
    // The world's clock moves on instead of the test waiting: a session is live until its lifetime is up, not after.
    const moves: (() => void)[] = [];
    try {
      const { username, password } = await newAccount();
      const login = await short.call(userRoutes.login, { username, password });
      const session = login.body.data as { token: string; uid: number };
      moves.push(moveWorldClock(lifetime - 1_000));
      expect((await short.call(userRoutes.info, {}, session)).body.code).toBe(1);
      moves.push(moveWorldClock(2_000));
      expect((await short.call(userRoutes.info, {}, session)).body.code).toBe(405);
    } finally {
      for (const back of moves.reverse()) back();
      await short.close();
    }
  });
});
