import type { Page } from '@playwright/test';
import { BASE, expect, tabBar, test, waitForApp } from './fixtures';

/** Navigates in the app, as a host shell's path message does (no page load: the JS already there stays). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.postMessage({ path: to }, window.location.origin), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const offlineText = '网络已断开，请检查网络后重试';

/** Where the visible back arrow is drawn: its left edge, and how far its middle is from the middle of its bar. */
function backArrowPlace(page: Page): Promise<{ left: number; offMiddle: number }> {
  return page.locator('svg.back-arrow').evaluate((svg) => {
    const arrow = svg.getBoundingClientRect();
    const bar = (svg.closest('.back-bar, .adm-nav-bar') ?? svg).getBoundingClientRect();
    const middle = (box: DOMRect) => box.top + box.height / 2;
    return { left: Math.round(arrow.left), offMiddle: Math.abs(Math.round(middle(arrow) - middle(bar))) };
  });
}

test('a page whose code is loaded says the network is gone, keeps its back bar, and loads when it is back', async ({
  page,
  context,
}) => {
  await page.goto(`${BASE}/anchor/detail/1001`);
  await waitForApp(page);
  await expect(page.getByTestId('follower-count')).toBeVisible();
  await goInApp(page, '/anchor');
  await expect(tabBar(page)).toBeVisible();

  await context.setOffline(true);
  // the host page's code is loaded; another host's data is not
  await goInApp(page, '/anchor/detail/1002');
  await expect(page.getByRole('alert')).toContainText(offlineText);
  await expect(page.getByText('加载中...')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '主播详情', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '返回' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('follower-count')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // the back arrow still leads back (antd-mobile listens on the arrow, not on the whole left of the bar)
  await page.getByRole('img', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/anchor$/);
});

test('a page whose code is not loaded fails inside its frame with a back bar, and loads by itself when the network is back', async ({
  page,
  context,
}) => {
  await page.goto(`${BASE}/anchor`);
  await waitForApp(page);

  await context.setOffline(true);
  await goInApp(page, '/gold-document');
  await expect(page.getByRole('alert')).toContainText(offlineText);
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
  // the back bar's arrow is where the page's own nav bar will draw it, in the middle of the bar
  expect(await backArrowPlace(page)).toEqual({ left: 12, offMiddle: 0 });

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: '金币说明', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await backArrowPlace(page)).toEqual({ left: 12, offMiddle: 0 });
});

test('a tab page whose code is not loaded keeps the tab bar while offline', async ({ page, context }) => {
  await page.goto(`${BASE}/anchor`);
  await waitForApp(page);

  await context.setOffline(true);
  await tabBar(page).getByRole('button', { name: '推荐' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('alert')).toContainText(offlineText);
  await expect(tabBar(page)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: '专家推荐', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('tabs first opened offline load by themselves once the network is back, the hidden ones too', async ({
  page,
  context,
}) => {
  await page.goto(`${BASE}/anchor`);
  await waitForApp(page);

  await context.setOffline(true);
  await tabBar(page).getByRole('button', { name: '推荐' }).click();
  await expect(page.getByRole('alert')).toContainText(offlineText);
  await tabBar(page).getByRole('button', { name: '排行' }).click();
  await expect(page).toHaveURL(/\/user-ranking$/);
  await expect(page.getByRole('alert')).toContainText(offlineText);

  // back online while 推荐 is a hidden kept-alive tab
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await tabBar(page).getByRole('button', { name: '推荐' }).click();
  await expect(page.getByRole('heading', { name: '专家推荐', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // and 排行, hidden again while its first load after the network came back may still have been under way:
  // shown, it is the ranking, with no tap on 重试
  await tabBar(page).getByRole('button', { name: '排行' }).click();
  await expect(page.getByRole('heading', { name: '盈利排行', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // with its own styles, though the bundler had asked for them once, offline
  await expect(page.locator('.rk-home')).toHaveCSS('padding-bottom', '16px');
});

test('a first visit whose device fingerprint’s worker does not load still opens, with a device id of its own', async ({
  page,
}) => {
  // the fingerprint's worker starts only on a first visit (nothing stored names the device); a flaky network may drop
  // its script
  await page.route(/\/assets\/fingerprint-worker[-.]/, (route) => route.abort());
  await page.goto(`${BASE}/anchor`);
  await waitForApp(page);
  await expect(tabBar(page)).toBeVisible();
  await expect(page.getByRole('region', { name: '赛事直播' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('device-id'))).toMatch(/^[0-9a-f]{32}$/);
});
