import { BASE, ROUTES, apiLogin, expect, logInThroughForumTab, signedHeaders, tabBar, test, waitForApp } from './fixtures';

test.describe('routes', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders without console errors`, async ({ page, consoleErrors }) => {
      await page.goto(`${BASE}${route.path}`);
      await waitForApp(page);
      await expect(page).toHaveURL(new RegExp(`${BASE}${route.path}$`));
      if (route.header) await expect(tabBar(page)).toBeVisible();
      else await expect(tabBar(page)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const [from, to] of [
    ['/', '/anchor'],
    ['/no/such/page', '/anchor'],
    ['/news1', '/news'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(`${BASE}${from}`);
      await expect(page).toHaveURL(new RegExp(`${BASE}${to}$`));
      await waitForApp(page);
    });
  }
});

test('keep-alive keeps the scroll offset of /news across a detail page', async ({ page }) => {
  await page.goto(`${BASE}/news`);
  await waitForApp(page);
  // The news area is still a frame: make its kept-alive DOM tall. If the page were re-mounted on return,
  // this block would be gone and the offset could not come back.
  await page.locator('[data-page="news"]').evaluate((el) => {
    const filler = document.createElement('div');
    filler.style.height = '4000px';
    filler.id = 'e2e-filler';
    el.appendChild(filler);
  });
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  // The page may still be filling in above the fold (the browser then keeps what is on screen in place, and the
  // offset moves): the offset to come back to is the one it settles at.
  let lastOffset = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const settled = now === lastOffset;
      lastOffset = now;
      return settled;
    })
    .toBe(true);
  const offset = lastOffset;

  await page.evaluate((path) => {
    window.postMessage({ path }, window.location.origin);
  }, '/news/detail/1');
  await expect(page).toHaveURL(/\/news\/detail\/1$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('#e2e-filler')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(offset);
  expect(await page.evaluate(() => localStorage.getItem('lastRoutePath'))).toBe('/news');
});

test('the forum tab asks a visitor to log in, then opens the forum (demo has a forum activity)', async ({ page, consoleErrors }) => {
  await page.goto(`${BASE}/anchor`);
  await waitForApp(page);
  await logInThroughForumTab(page);
  await expect(page).toHaveURL(/\/forum$/);
  await expect(page.getByRole('heading', { name: '论坛', level: 1 })).toBeVisible();
  await expect(page.getByPlaceholder('请输入用户名')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('h5-token'))).toBeTruthy();
  expect(consoleErrors).toEqual([]);
});

test('a login elsewhere ends the session in the page: the next call answers 505 and the stored session is removed', async ({
  page,
  request,
}) => {
  // No push connection: the kick would also arrive on the user's channel; this test is about the HTTP answer.
  await page.routeWebSocket(/\/ws$/, (ws) => ws.close());
  await page.goto(`${BASE}/anchor`);
  await waitForApp(page);
  // The calls a login starts (the forum page's, the live bookings' a second later) done first: one still on its way
  // would meet the other device's login before the forum tab's.
  const bookings = page.waitForResponse((r) => r.url().includes('/live/user/subscribe/info'));
  await logInThroughForumTab(page);
  await expect(page).toHaveURL(/\/forum$/);
  await expect(page.locator('.forum-thread-item').first()).toBeVisible();
  await bookings;
  const session = await page.evaluate(() => ({ token: localStorage.getItem('h5-token'), uid: localStorage.getItem('h5-uid') }));
  expect(session.token).toBeTruthy();

  // the same account logs in on another device
  await apiLogin(request);
  const check = await request.post('/api/forehead/user/info', {
    headers: signedHeaders({ token: session.token ?? '', uid: session.uid ?? '' }),
  });
  expect(((await check.json()) as { code: number }).code).toBe(505);

  // the forum tab's disclosure call carries the old session
  const answer = page.waitForResponse((r) => r.url().includes('/disclosure'));
  await tabBar(page).getByRole('button', { name: '推荐' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await tabBar(page).getByRole('button', { name: '论坛' }).click();
  expect(((await (await answer).json()) as { code: number }).code).toBe(505);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('h5-token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('h5-uid'))).toBeNull();
  // logged out as far as the user can tell: the forum tab asks for a login again
  await tabBar(page).getByRole('button', { name: '论坛' }).click();
  await expect(page.getByPlaceholder('请输入用户名')).toBeVisible();
});

test('a new t parameter re-creates the root view', async ({ page }) => {
  await page.goto(`${BASE}/anchor?t=1`);
  await waitForApp(page);
  const root = page.locator('[data-root-mount]');
  const first = await root.getAttribute('data-root-mount');
  await page.evaluate(() => window.postMessage({ path: '/news?t=1' }, window.location.origin));
  await expect(page).toHaveURL(/\/news\?t=1$/);
  expect(await root.getAttribute('data-root-mount')).toBe(first);
  await page.evaluate(() => window.postMessage({ path: '/news?t=2' }, window.location.origin));
  await expect(page).toHaveURL(/\/news\?t=2$/);
  await expect(root).not.toHaveAttribute('data-root-mount', first ?? '');
});
