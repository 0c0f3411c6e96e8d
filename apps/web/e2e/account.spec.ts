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
