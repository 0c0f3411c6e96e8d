import type { LoginResult } from '@sport/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expect, signedHeaders, test } from './fixtures';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(request: APIRequestContext, path: string, form: Record<string, string | number>, session?: LoginResult) {
  const headers = signedHeaders(session ? { token: session.token, uid: String(session.uid) } : undefined);
  const response = await request.post(path, { headers, form });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

/** Logs in through the API and hands the session to the page the way the app keeps it (h5-token / h5-uid). */
async function loggedIn(page: Page, request: APIRequestContext): Promise<LoginResult> {
  const session = await apiLogin(request);
  await page.addInitScript(({ token, uid }) => {
    localStorage.setItem('h5-token', token);
    localStorage.setItem('h5-uid', uid);
  }, { token: session.token, uid: String(session.uid) });
  return session;
}

const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
const followerCount = async (page: Page) => Number(await page.getByTestId('follower-count').textContent());

test('open /anchor, open a live host: the stream plays', async ({ page, consoleErrors }) => {
  await page.goto('anchor');
  const liveNow = page.getByRole('region', { name: '正在直播' });
  const first = liveNow.getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/anchor\/detail\/\d+$/);
  await expect(page.getByRole('tab', { name: '直播间', selected: true })).toBeVisible();
  await expect(page.locator('video')).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
  const at = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(at + 1);
  expect(consoleErrors).toEqual([]);
});

test('a browser without its own HLS plays the room through hls.js', async ({ page }) => {
  await page.addInitScript(() => {
    // the <video> answers "no" for HLS; everything else is still asked of the media element itself
    HTMLVideoElement.prototype.canPlayType = function (this: HTMLVideoElement, type: string) {
      return /mpegurl/i.test(type) ? '' : HTMLMediaElement.prototype.canPlayType.call(this, type);
    };
  });
  const hlsChunk = page.waitForResponse((r) => /hls\.light/.test(r.url()));
  await page.goto('anchor');
  await page.getByRole('region', { name: '正在直播' }).getByRole('link').first().click();
  await hlsChunk;
  // hls.js fetches the live fragments and transmuxes them into the <video>'s media source; the picture runs on
  // across the test pattern's loop (every 8 s), which the server times as one stream
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
  const at = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(at + 9);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The segments carry the instant they were filmed: the room measures how far the picture is behind and holds
  // the score by as much (the spoiler switch, on by default); the choice is kept.
  const sync = page.getByRole('switch', { name: /比分与画面同步/ });
  await expect(sync).toBeChecked();
  const name = (await sync.evaluate((input) => input.closest('label')?.textContent)) ?? '';
  const seconds = Number(/晚约 (\d+) 秒/.exec(name)?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(2);
  expect(seconds).toBeLessThanOrEqual(60);
  await sync.click();
  await expect(sync).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: /比分与画面同步/ })).not.toBeChecked();
});

test('a room with only an FLV stream plays through mpegts.js', async ({ page }) => {
  await page.route('**/api/forehead/live/host/load/live/match/info', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Envelope<{ videoSourceDetail: { m3u8: string; flv: string } }[]>;
    for (const match of body.data) match.videoSourceDetail.m3u8 = '';
    await route.fulfill({ response, json: body });
  });
  const mpegtsChunk = page.waitForResponse((r) => /mpegts/.test(r.url()));
  await page.goto('anchor');
  await page.getByRole('region', { name: '正在直播' }).getByRole('link').first().click();
  await mpegtsChunk;
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
});

test('follow and unfollow move the follower count by one', async ({ page, request }) => {
  await loggedIn(page, request);
  await page.goto('anchor/detail/1003');
  await expect(page.getByTestId('follower-count')).toHaveText(/\d+/);
  // start from "not following" whatever an earlier run left behind
  if (await page.getByRole('button', { name: '已关注' }).isVisible()) {
    await page.getByRole('button', { name: '已关注' }).click();
    await expect(page.getByRole('button', { name: '关注', exact: true })).toBeVisible();
  }
  const before = await followerCount(page);

  await page.getByRole('button', { name: '关注', exact: true }).click();
  await expect(page.getByTestId('follower-count')).toHaveText(String(before + 1));
  await expect(page.getByText('关注成功')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('follower-count')).toHaveText(String(before + 1));

  await page.getByRole('button', { name: '已关注' }).click();
  await expect(page.getByTestId('follower-count')).toHaveText(String(before));
  await expect(page.getByText('取消关注主播成功')).toBeVisible();
});

test('book and unbook a match', async ({ page, request }) => {
  const session = await loggedIn(page, request);
  const bookings = () =>
    call<{ subscribeMatchId: number[] }>(request, '/api/forehead/live/user/subscribe/info', {}, session).then(
      (info) => info.subscribeMatchId,
    );
  await page.goto('anchor/detail/1001');
  await page.getByRole('tab', { name: '直播预告' }).click();
  const row = page.locator('.schedule-item').filter({ has: page.getByRole('button', { name: /^(预约|已预约)$/ }) }).first();
  const button = row.getByRole('button');
  if ((await button.textContent()) === '已预约') {
    await button.click();
    await expect(button).toHaveText('预约');
  }
  const booked = await bookings();

  await button.click();
  await expect(button).toHaveText('已预约');
  await expect.poll(async () => (await bookings()).length).toBe(booked.length + 1);

  await button.click();
  await expect(button).toHaveText('预约');
  await expect.poll(async () => (await bookings()).length).toBe(booked.length);
});

test('moments load a second page under the first', async ({ page, request }) => {
  // a host with more moments than one page holds
  const totals = await Promise.all(
    [1001, 1004, 1011, 1012, 1014, 1015, 1018, 1021].map(async (hostId) => ({
      hostId,
      total: (await call<{ total: number }>(request, '/api/forehead/live/host/moment/list', { hostId, page: 1, size: 5 })).total,
    })),
  );
  const host = totals.find((h) => h.total > 5);
  expect(host, 'a demo host with more than one page of moments').toBeDefined();

  await page.goto(`anchor/detail/${host!.hostId}`);
  await page.getByRole('tab', { name: '动态' }).click();
  await expect(page.getByRole('article')).toHaveCount(5);
  await page.getByRole('button', { name: '加载更多' }).click();
  await expect(page.getByRole('article')).toHaveCount(Math.min(host!.total, 10));
});

test('coming back to /anchor keeps the scroll offset', async ({ page }) => {
  await page.goto('anchor');
  const matches = page.getByRole('region', { name: '赛事直播' });
  await expect(matches.getByRole('link').first()).toBeVisible();
  // the host swiper (loaded just after the first paint) has replaced its first-page stand-in
  await expect.poll(() => page.getByRole('group', { name: '全部主播' }).getByRole('list').count()).toBeGreaterThan(1);
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  const offset = 900;

  const link = matches.getByRole('link').filter({ visible: true }).nth(2);
  await link.click();
  await expect(page).toHaveURL(/\/anchor\/detail\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/anchor$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(offset);
});

test('the all-anchor page: a tab per host list kind, more rows as it scrolls, the tab kept after a host', async ({ page, consoleErrors }) => {
  await page.goto('anchor');
  await page.getByRole('link', { name: '全部主播 ›' }).click();
  await expect(page).toHaveURL(/\/anchor\/all-anchor$/);
  const rows = page.getByRole('tabpanel').getByRole('link');
  await expect(rows.first()).toBeVisible();
  // the demo has more hosts than one page of rows: scrolling to the foot brings the rest
  await page.getByText('没有更多了').or(page.getByRole('button', { name: '加载更多主播' })).scrollIntoViewIfNeeded();
  await expect(page.getByText('没有更多了')).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(20);

  await page.getByRole('tab', { name: '正在直播' }).click();
  await expect(page).toHaveURL(/\?kind=1$/);
  await expect(rows.first()).toBeVisible();
  const live = await rows.count();
  await expect(page.getByRole('tabpanel').getByText('直播中')).toHaveCount(live);

  await page.getByRole('tab', { name: '直播预告' }).click();
  await expect(rows.first().or(page.getByText('暂无主播发布直播预告'))).toBeVisible();
  await page.getByRole('tab', { name: '正在直播' }).click();
  await rows.first().click();
  await expect(page).toHaveURL(/\/anchor\/detail\/\d+$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: '正在直播', selected: true })).toBeVisible();
  await expect(rows).toHaveCount(live);
  expect(consoleErrors).toEqual([]);
});
