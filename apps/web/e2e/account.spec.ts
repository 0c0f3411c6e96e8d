import type { Page } from '@playwright/test';
import type { TipMessage } from '@sport/contract';
import { BASE, apiLogin, expect, logInThroughForumTab, signedHeaders, tabBar, test, waitForApp } from './fixtures';

/** The app opened at /anchor and demo logged in through the forum tab, as a visitor would. */
async function openAsDemo(page: Page): Promise<void> {
  await page.goto(`${BASE}/anchor`);
  await waitForApp(page);
  await logInThroughForumTab(page);
  await expect(page).toHaveURL(/\/forum$/);
}

const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('h5-token') ?? '', uid: localStorage.getItem('h5-uid') ?? '' }));

test('a browser user opens 我的 from the tab bar: name, gold and a followed host; 退出登录 leaves 登录', async ({
  page,
  request,
  consoleErrors,
}) => {
  await openAsDemo(page);
  const session = await storedSession(page);

  // follow a host as this session, and learn its name
  const follow = await request.post('/api/forehead/live/host/attention', {
    headers: signedHeaders(session),
    form: { hostId: 1001, attention: 1 },
  });
  expect(((await follow.json()) as { code: number }).code).toBe(1);
  const detail = await request.post('/api/forehead/live/host/detail', {
    headers: signedHeaders(),
    form: { hostId: 1001 },
  });
  const host = ((await detail.json()) as { data: { nickName: string } }).data;

  await tabBar(page).getByRole('button', { name: '我的' }).click();
  const sheet = page.getByRole('dialog', { name: '我的' });
  await expect(sheet.getByText('demo', { exact: true })).toBeVisible();
  await expect(sheet.getByText('金币余额')).toBeVisible();
  await expect(
    sheet.getByRole('region', { name: '关注的主播' }).getByRole('link', { name: host.nickName }),
  ).toBeVisible();
  await expect(sheet.getByRole('region', { name: '我的预约' })).toBeVisible();

  await sheet.getByRole('button', { name: '退出登录' }).click();
  await expect(sheet.getByRole('button', { name: '登录' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('h5-token'))).toBeNull();
  expect(consoleErrors).toEqual([]);
});

test('demo claims the prize they won: 我的 → 我的奖品, a wrong phone is named, then the claim is under review', async ({
  page,
  consoleErrors,
}) => {
  await openAsDemo(page);

  await tabBar(page).getByRole('button', { name: '我的' }).click();
  await page.getByRole('dialog', { name: '我的' }).getByRole('link', { name: '我的奖品' }).click();
  await expect(page).toHaveURL(/\/my\/prize$/);
  const prize = page.getByRole('region', { name: '奖品' });
  await expect(prize.getByText('球队签名球衣')).toBeVisible();

  await page.getByLabel('收件人姓名').fill('张三');
  await page.getByLabel('手机号').fill('12345');
  await page.getByLabel('收货地址').fill('上海市浦东新区世纪大道100号');
  await page.getByRole('button', { name: '提交领奖信息' }).click();
  await expect(page.getByText('请填写正确的手机号（6–15位数字）')).toBeVisible();

  await page.getByLabel('手机号').fill('138 0013 8000');
  await page.getByRole('button', { name: '提交领奖信息' }).click();
  await expect(prize.getByText('审核中')).toBeVisible();
  await expect(prize.getByText('138 0013 8000')).toBeVisible();

  // once per prize: after a reload the claim shows, not the form
  await page.reload();
  await expect(page.getByRole('region', { name: '奖品' }).getByText('审核中')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交领奖信息' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

/** Navigates in the app, as a host shell's path message does (no page load: what the app holds stays). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.postMessage({ path: to }, window.location.origin), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The browser logs the server's 401 to a call of an ended session; nothing else may be logged. */
const otherThan401 = (errors: string[]) => errors.filter((error) => !error.includes('status of 401'));

test('a session ended by a login elsewhere: the open buy sheet closes, and 我的 offers 登录 again', async ({
  page,
  request,
  consoleErrors,
}) => {
  await openAsDemo(page);
  // a paid tip on sale that demo has not bought
  const list = await request.get('/api/forehead/live/sports/message/v2/info?page=1&size=50', {
    headers: signedHeaders(await storedSession(page)),
  });
  const tips = ((await list.json()) as { data: { list: TipMessage[] } }).data.list;
  const tip = tips.find((t) => t.goldPrice > 0 && t.isBuy === 0);
  expect(tip, 'the demo world has a paid tip on sale').toBeDefined();

  await goInApp(page, `/news/detail/${tip!.id}`);
  await page.getByRole('region', { name: '付费内容' }).getByRole('button', { name: '购买' }).click();
  const buy = page.getByRole('dialog', { name: '确认购买' });
  await expect(buy.getByTestId('buy-balance')).toHaveText(/^\d+ 金币$/);

  // the same account logs in on another device: this one's session is over, which the `kicked` push or the
  // next call (paying) tells this page, whichever comes first
  await apiLogin(request);
  const pay = buy.getByRole('button', { name: `支付 ${tip!.goldPrice} 金币` });
  await Promise.race([expect(buy).toBeHidden(), pay.click().catch(() => undefined)]);
  await expect(buy).toBeHidden();
  await expect(page.getByText('账号已在其他设备登录')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('h5-token'))).toBeNull();
  await expect(page.getByRole('region', { name: '付费内容' })).toBeVisible();

  await goInApp(page, '/anchor');
  await tabBar(page).getByRole('button', { name: '我的' }).click();
  const sheet = page.getByRole('dialog', { name: '我的' });
  await expect(sheet.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  await expect(sheet.getByText('金币余额')).toHaveCount(0);
  expect(otherThan401(consoleErrors)).toEqual([]);
});

test('a session ended by a logout elsewhere: 我的 shows 登录, not 请先登录后再操作 and 退出登录', async ({
  page,
  request,
  consoleErrors,
}) => {
  await openAsDemo(page);
  // leave the members-only forum first: there, a session that ends rightly asks for the login at once
  await tabBar(page).getByRole('button', { name: /主播/ }).click();
  await expect(page).toHaveURL(/\/anchor$/);
  const logout = await request.post('/api/forehead/user/logout', { headers: signedHeaders(await storedSession(page)) });
  expect(((await logout.json()) as { code: number }).code).toBe(1);

  await tabBar(page).getByRole('button', { name: '我的' }).click();
  const sheet = page.getByRole('dialog', { name: '我的' });
  await expect(sheet.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  await expect(page.getByText('请先登录后再操作')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('h5-token'))).toBeNull();

  // 登录 from the sheet: the sheet closes, the login dialog is the one on top
  await sheet.getByRole('button', { name: '登录' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByPlaceholder('请输入用户名')).toBeVisible();
  await page.getByPlaceholder('请输入用户名').click();
  expect(otherThan401(consoleErrors)).toEqual([]);
});

test('sheets and dialogs keep their padding: the login dialog and the buy sheet', async ({ page, request }) => {
  await page.goto(`${BASE}/anchor`);
  await waitForApp(page);
  await tabBar(page).getByRole('button', { name: '论坛' }).click();
  const form = page.getByRole('form', { name: '登录' });
  await expect(form).toBeVisible();
  const dialog = (await page.getByRole('dialog', { name: '登录' }).boundingBox())!;
  for (const part of [
    form.getByRole('textbox', { name: '用户名' }),
    form.getByRole('textbox', { name: '密码' }),
    form.getByRole('button', { name: '取消' }),
    form.getByRole('button', { name: '没有账号？去注册' }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(dialog.x + 12);
    expect(box.x + box.width).toBeLessThanOrEqual(dialog.x + dialog.width - 12);
  }
  await page.getByPlaceholder('请输入用户名').fill('demo');
  await page.getByPlaceholder('请输入密码').fill('demo12345');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/forum$/);

  const list = await request.get('/api/forehead/live/sports/message/v2/info?page=1&size=50', {
    headers: signedHeaders(await storedSession(page)),
  });
  const tip = ((await list.json()) as { data: { list: TipMessage[] } }).data.list.find(
    (t) => t.goldPrice > 0 && t.isBuy === 0,
  );
  await goInApp(page, `/news/detail/${tip!.id}`);
  await page.getByRole('region', { name: '付费内容' }).getByRole('button', { name: '购买' }).click();
  const buy = page.getByRole('dialog', { name: '确认购买' });
  await expect(buy.getByTestId('buy-balance')).toHaveText(/金币$/);
  for (const part of [
    buy.getByRole('heading', { name: '确认购买' }),
    buy.getByTestId('buy-price'),
    buy.getByRole('button', { name: /^支付/ }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(box.x + box.width).toBeLessThanOrEqual(375 - 12);
  }
});
