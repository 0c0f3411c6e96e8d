import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { systemRoutes, userRoutes } from '@sport/contract';
import { captchas, loginFailures } from '../../src/db/schema/user';
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

async function failFiveTimes(username: string) {
  for (let i = 0; i < 5; i++) {
    const res = await t.call(userRoutes.login, { username, password: 'wrong-password' });
    expect(res.body.code).toBe(403);
  }
}

describe('login throttling and captcha', () => {
  it('serves a single-use SVG captcha image', async () => {
    const res = await t.call(systemRoutes.captcha, { username: 'anyone' });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.captchaId).toMatch(/^[0-9a-f]{24}$/);
    expect(data.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(data.image.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<svg');
    expect(svg).not.toContain('<text');
    const [row] = await t.database.db.select().from(captchas).where(eq(captchas.id, data.captchaId));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('after 5 failures asks for a captcha (200028), refuses a wrong one (200025), accepts a right one', async () => {
    await t.call(userRoutes.register, { username: 'unlucky', password: PASSWORD });
    await failFiveTimes('unlucky');

    const needed = await t.call(userRoutes.login, { username: 'unlucky', password: PASSWORD });
    expect(needed.status).toBe(400);
    expect(needed.body).toEqual({ code: 200028, msg: '请输入验证码', data: null });

    const wrongId = await knownCaptcha('unlucky', 'AC3K');
    const wrong = await t.call(userRoutes.login, {
      username: 'unlucky',
      password: PASSWORD,
      captchaId: wrongId,
      captchaCode: 'XXXX',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 200025, msg: '验证码错误', data: null });
    // one guess per image: the right answer no longer opens it
    const reused = await t.call(userRoutes.login, {
      username: 'unlucky',
      password: PASSWORD,
      captchaId: wrongId,
      captchaCode: 'AC3K',
    });
    expect(reused.body.code).toBe(200025);

    const rightId = await knownCaptcha('unlucky', 'W7NP');
    const ok = await t.call(userRoutes.login, {
      username: 'unlucky',
      password: PASSWORD,
      captchaId: rightId,
      captchaCode: 'w7np',
    });
    expect(ok.body.code).toBe(1);

    // success clears the counter: no captcha next time
    const next = await t.call(userRoutes.login, { username: 'unlucky', password: PASSWORD });
    expect(next.body.code).toBe(1);
  });

  it('does not take a captcha issued for another account or an expired one', async () => {
    await t.call(userRoutes.register, { username: 'target', password: PASSWORD });
    await failFiveTimes('target');
    const otherId = await knownCaptcha('someone_else', 'HJKM');
    const other = await t.call(userRoutes.login, {
      username: 'target',
      password: PASSWORD,
      captchaId: otherId,
      captchaCode: 'HJKM',
    });
    expect(other.body.code).toBe(200025);

    const oldId = await knownCaptcha('target', 'HJKM');
    await t.database.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(captchas.id, oldId));
    const old = await t.call(userRoutes.login, {
      username: 'target',
      password: PASSWORD,
      captchaId: oldId,
      captchaCode: 'HJKM',
    });
    expect(old.body.code).toBe(200025);
  });

  it('keeps counting failures with a right captcha but a wrong password', async () => {
    await t.call(userRoutes.register, { username: 'guesser', password: PASSWORD });
    await failFiveTimes('guesser');
    const id = await knownCaptcha('guesser', 'TUVX');
    const res = await t.call(userRoutes.login, {
      username: 'guesser',
      password: 'still-wrong',
      captchaId: id,
      captchaCode: 'TUVX',
    });
    expect(res.body.code).toBe(403);
    const again = await t.call(userRoutes.login, { username: 'guesser', password: PASSWORD });
    expect(again.body.code).toBe(200028);
  });

  it('throttles logins per IP with 429 and Retry-After', async () => {
    let limited: Awaited<ReturnType<TestApp['call']>> | undefined;
    for (let i = 0; i < 200 && !limited; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: userRoutes.login.path,
        headers: { ...t.headers(), 'x-forwarded-for': '203.0.113.9' },
        payload: { username: `nobody_${i}`, password: 'whatever-pass' },
      });
      if (res.statusCode === 429) limited = { status: res.statusCode, body: res.json(), headers: res.headers };
    }
    expect(limited?.body.code).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks an account for a while after 20 failures, even with captchas', async () => {
    await t.call(userRoutes.register, { username: 'hammered', password: PASSWORD });
    await t.database.db.insert(loginFailures).values({ username: 'hammered', failures: 20, lastFailedAt: new Date() });
    const id = await knownCaptcha('hammered', 'ACDE');
    const res = await t.call(userRoutes.login, {
      username: 'hammered',
      password: PASSWORD,
      captchaId: id,
      captchaCode: 'ACDE',
    });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
