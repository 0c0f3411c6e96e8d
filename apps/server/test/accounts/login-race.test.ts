import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userRoutes } from '@sport/contract';
import { loginFailures } from '../../src/db/schema/user';
import { buildTestApp, type TestApp } from '../helpers/app';
import { knownCaptcha as knownCaptchaOf } from '../helpers/known-captcha';

let t: TestApp;
const knownCaptcha = (username: string, answer: string) => knownCaptchaOf(t, username, answer);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'right-password';
let nextAddress = 0;

/** Logins from one client address of their own (the per-address login limit is not what these test). */
function loginsFrom() {
  nextAddress += 1;
  const address = `198.51.100.${nextAddress}`;
  return async (username: string, password: string, captcha: { captchaId?: string; captchaCode?: string } = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: userRoutes.login.path,
      headers: { ...t.headers(), 'x-forwarded-for': address },
      payload: { username, password, ...captcha },
    });
    return res.json<{ code: number }>().code;
  };
}

describe('parallel logins', () => {
  it('let at most 5 of 25 parallel wrong guesses try the password without a captcha', async () => {
    await t.call(userRoutes.register, { username: 'raced', password: PASSWORD });
    const login = loginsFrom();
    const codes = await Promise.all(Array.from({ length: 25 }, () => login('raced', 'wrong-password')));
    expect(codes.filter((code) => code === 403)).toHaveLength(5);
    expect(codes.filter((code) => code === 200028)).toHaveLength(20);
    // and the right password, once past 5 failures, still needs the captcha
    expect(await login('raced', PASSWORD)).toBe(200028);
  });

  it('does not take the right password without a captcha from a burst once 5 guesses are in', async () => {
    await t.call(userRoutes.register, { username: 'raced_too', password: PASSWORD });
    const login = loginsFrom();
    const passwords = [...Array.from({ length: 24 }, () => 'wrong-password'), PASSWORD];
    const codes = await Promise.all(passwords.map((password) => login('raced_too', password)));
    const tried = codes.filter((code) => code !== 200028);
    expect(tried.length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 1).length).toBeLessThanOrEqual(1);
    if (codes.at(-1) === 1) expect(tried).toHaveLength(5);
  });
});

describe('unknown usernames', () => {
  it('answer like a real account, step for step, and leave no failure rows behind', async () => {
    await t.call(userRoutes.register, { username: 'real_one', password: PASSWORD });
    const login = loginsFrom();
    const real: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      real.push(await login('real_one', 'wrong-password'));
      unknown.push(await login('nobody_here', 'wrong-password'));
    }
    expect(real).toEqual([403, 403, 403, 403, 403, 200028, 200028]);
    expect(unknown).toEqual(real);
    // with a right captcha both go on to a wrong password
    for (const name of ['real_one', 'nobody_here']) {
      expect(await login(name, 'wrong-password', { captchaId: await knownCaptcha(name, 'KM7P'), captchaCode: 'KM7P' })).toBe(403);
    }
    const rows = await t.database.db.select().from(loginFailures).where(eq(loginFailures.username, 'nobody_here'));
    expect(rows).toEqual([]);
  });
});
