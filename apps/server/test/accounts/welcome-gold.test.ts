import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRoutes, Code, userRoutes } from '@sport/contract';
import { loadConfig } from '../../src/config';
import { buildTestApp, type TestApp } from '../helpers/app';

// The shipped default, not the test helper's 0: what a person who registers gets.
const shipped = loadConfig({ NODE_ENV: 'test' });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { welcomeGold: shipped.welcomeGold } });
});
afterAll(async () => {
  await t.close();
});

async function registerAndLogIn(username: string) {
  const registered = await t.call(userRoutes.register, { username, password: 'welcome-pass-1' });
  expect(registered.body.code).toBe(1);
  const login = await t.call(userRoutes.login, { username, password: 'welcome-pass-1' });
  return login.body.data;
}

describe('a new account’s welcome gold (新手金币, as the gold page says)', () => {
  it('is 100 gold, in the balance and as one ledger entry', async () => {
    expect(shipped.welcomeGold).toBe(100);
    const session = await registerAndLogIn(`welcome_${process.pid}_a`);
    const info = await t.call(userRoutes.info, {}, session);
    expect(info.body.data.gold).toBe(100);
    const balance = await t.call(activityRoutes.goldBalance, {}, session);
    expect(balance.body.data).toEqual({ balance: 100 });
    const ledger = await t.app.wallet.ledger(Number(session.uid), 1, 10);
    expect(ledger.total).toBe(1);
    expect(ledger.list[0]).toMatchObject({ amount: 100, balanceAfter: 100, reason: 'welcome' });
  });

  it('is given once: registering the same name again is refused and credits nothing', async () => {
    const username = `welcome_${process.pid}_b`;
    const session = await registerAndLogIn(username);
    const again = await t.call(userRoutes.register, { username, password: 'welcome-pass-1' });
    expect(again.body.code).toBe(Code.Conflict);
    expect((await t.call(userRoutes.info, {}, session)).body.data.gold).toBe(100);
  });

  it('is not a top-up and not spending: it opens no comment gate and leaves the whole day’s limit', async () => {
    const session = await registerAndLogIn(`welcome_${process.pid}_c`);
    expect(await t.app.wallet.recharged(Number(session.uid))).toBe(0);
    const daily = await t.call(activityRoutes.goldDailyLimit, {}, session);
    expect(daily.body.data).toMatchObject({ used: 0, remaining: daily.body.data.limit });
  });
});
