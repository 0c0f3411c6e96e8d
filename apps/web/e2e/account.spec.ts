import { BASE, expect, logInThroughForumTab, signedHeaders, tabBar, test, waitForApp } from './fixtures';

test('a browser user opens 我的 from the tab bar: name, gold and a followed host; 退出登录 leaves 登录', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto(`${BASE}/anchor`);
  await waitForApp(page);
  await logInThroughForumTab(page);
  await expect(page).toHaveURL(/\/forum$/);
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('h5-token') ?? '',
    uid: localStorage.getItem('h5-uid') ?? '',
  }));

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
  await page.goto(`${BASE}/anchor`);
  await waitForApp(page);
  await logInThroughForumTab(page);
  await expect(page).toHaveURL(/\/forum$/);

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

