import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '@sport/contract';
import { consoleRoutes } from '@sport/contract/console';
import {
  STAFF_FAILURES_BEFORE_LOCK,
  STAFF_LOGIN_REFUSED,
  STAFF_SESSION_MS,
} from '../../src/modules/console/staff-service';
import { totpCode } from '../../src/modules/console/totp';
import { buildTestApp, type TestApp } from '../helpers/app';
import { moveWorldClock } from '../helpers/world-clock';
import { consoleCall, cookieOf, newStaff, STAFF_PASSWORD, staffLogin } from './console-fixture';

// Staff log in with a password and a TOTP code into a cookie session that only console calls carry, that ends
// after STAFF_SESSION_MS or at logout, and whose mutating calls need the session's CSRF token.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 100_000 } });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const login = (input: { name: string; password: string; code: string }, csrf = 'login') =>
  consoleCall(t, consoleRoutes.login, input, { csrf });

describe('staff login', () => {
  it('with password and the current code: a cookie scoped to the console API, HttpOnly and SameSite=Strict', async () => {
    const { name, secret } = await newStaff(t, ['moderator']);
    const res = await login({ name, password: STAFF_PASSWORD, code: totpCode(secret, Date.now()) });
    expect(res.body.code).toBe(1);
    expect(res.body.data.staff).toMatchObject({ name, roles: ['moderator'] });
    const setCookie = String(res.res.headers['set-cookie']);
    expect(setCookie).toMatch(/^console_session=[0-9a-f]{32}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/console/api');
    const me = await consoleCall(t, consoleRoutes.me, {}, { cookie: cookieOf(res.res) });
    expect(me.body).toMatchObject({ code: 1, data: { name, roles: ['moderator'] } });
  });

  it('refuses a wrong password, a wrong code and an unknown name with the same words', async () => {
    const { name, secret } = await newStaff(t, ['moderator']);
    const code = totpCode(secret, Date.now());
    const answers = [
      await login({ name, password: 'wrong-password-1', code }),
      await login({ name, password: STAFF_PASSWORD, code: code === '000000' ? '111111' : '000000' }),
      await login({ name: 'nobody_here', password: STAFF_PASSWORD, code }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 403, msg: STAFF_LOGIN_REFUSED, data: null });
      expect(res.res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('takes a code once: the same code again is refused', async () => {
    const { name, secret } = await newStaff(t, ['moderator']);
    const code = totpCode(secret, Date.now());
    expect((await login({ name, password: STAFF_PASSWORD, code })).body.code).toBe(1);
    expect((await login({ name, password: STAFF_PASSWORD, code })).body.code).toBe(403);
  });

  it('locks the account after repeated failures, even for the right password and code', async () => {
    const { name, secret } = await newStaff(t, ['moderator']);
    for (let i = 0; i < STAFF_FAILURES_BEFORE_LOCK; i++) {
      expect((await login({ name, password: `wrong-password-${i}`, code: '123456' })).status).toBe(403);
    }
    const res = await login({ name, password: STAFF_PASSWORD, code: totpCode(secret, Date.now()) });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(429);
  });

  it('needs the CSRF header even to log in', async () => {
    const { name, secret } = await newStaff(t, ['moderator']);
    const res = await consoleCall(t, consoleRoutes.login, {
      name,
      password: STAFF_PASSWORD,
      code: totpCode(secret, Date.now()),
    });
    expect(res.status).toBe(403);
  });
});

describe('staff sessions', () => {
  it('a POST without the session’s CSRF token is refused and changes nothing', async () => {
    const s = await staffLogin(t, ['moderator']);
    expect((await consoleCall(t, consoleRoutes.logout, {}, { cookie: s.cookie })).status).toBe(403);
    expect((await consoleCall(t, consoleRoutes.logout, {}, { cookie: s.cookie, csrf: 'f'.repeat(32) })).status).toBe(
      403,
    );
    expect((await consoleCall(t, consoleRoutes.me, {}, { cookie: s.cookie })).body.code).toBe(1);
  });

  it('logout ends the session', async () => {
    const s = await staffLogin(t, ['moderator']);
    const out = await consoleCall(t, consoleRoutes.logout, {}, { cookie: s.cookie, csrf: s.csrf });
    expect(out.body.code).toBe(1);
    expect(String(out.res.headers['set-cookie'])).toContain('Max-Age=0');
    const me = await consoleCall(t, consoleRoutes.me, {}, { cookie: s.cookie });
    expect(me.status).toBe(401);
  });

  it('expires after STAFF_SESSION_MS', async () => {
    const s = await staffLogin(t, ['moderator']);
    const back = moveWorldClock(STAFF_SESSION_MS + HOUR_MS);
    try {
      expect((await consoleCall(t, consoleRoutes.me, {}, { cookie: s.cookie })).status).toBe(401);
    } finally {
      back();
    }
  });

  it('a fan’s token is no console session', async () => {
    const me = await consoleCall(t, consoleRoutes.me, {}, { headers: t.headers({ token: 'f'.repeat(32), uid: 1 }) });
    expect(me.status).toBe(401);
  });
});
