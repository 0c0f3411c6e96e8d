import {
  INGEST_KEY_HEADER,
  type IngestBetsBody,
  type RankingConfig,
  type RankingDateLists,
} from '@sport/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, apiLogin, expect, signedHeaders, test, waitForApp } from './fixtures';

/** The key playwright.config.ts gives the xj platform (INGEST_KEYS), as a platform would send it. */
const XJ_KEY = 'e2e-xj-ingest-key-0123456789';

async function call<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await request.post(path, { headers: signedHeaders(), data });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

/**
 * The demo user gets 130 bets from the xj platform, through the platforms' own route, on a match the demo
 * world's reports bet on: more than one page (100) of the betting list.
 */
async function give130Bets(request: APIRequestContext): Promise<number> {
  const { uid } = await apiLogin(request);
  const config = await call<RankingConfig[]>(request, '/api/forehead/user/ranking/config', {});
  const lists = await call<RankingDateLists>(request, '/api/forehead/user/ranking/list', { type: config[0]?.type ?? 1 });
  const matchId = lists.rankingDateList[0]?.bettingReportList[0]?.betInfo[0]?.matchId;
  expect(matchId, 'a demo report names a match').toBeDefined();
  const now = Date.now();
  const body: IngestBetsBody = {
    platform: 'xj',
    bets: Array.from({ length: 130 }, (_, i) => ({
      betId: `e2e-scroll-${now}-${i}`,
      userId: uid,
      stake: 100,
      placedAt: now - (i + 1) * 60_000,
      legs: [{ matchId: matchId ?? 1, selection: { play: 'result', pick: i % 2 ? 'home' : 'away' }, odds: '1.90' }],
    })),
  };
  const response = await request.post('/admin/ingest/bets', { headers: { [INGEST_KEY_HEADER]: XJ_KEY }, data: body });
  expect(response.status(), await response.text()).toBe(200);
  return uid;
}

/** Logs in from the caller's own place on the board; the login comes back to /user-ranking. */
async function logInFromMyPlace(page: Page) {
  const mine = page.getByRole('region', { name: '我的排名' });
  await mine.getByRole('button', { name: '登录' }).click();
  const form = page.getByRole('form', { name: '登录' });
  await form.getByPlaceholder('请输入用户名').fill(DEMO.username);
  await form.getByPlaceholder('请输入密码').fill(DEMO.password);
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await expect(mine.getByRole('switch', { name: '在榜单中隐藏我' })).toBeVisible();
  await expect(page).toHaveURL(/\/user-ranking$/);
}

/** The board has come: its podium, or the line that says nobody is on it yet. */
const podiumOrEmpty = (page: Page) =>
  page.getByRole('list', { name: '前三名' }).or(page.getByText('本期榜单暂无上榜用户'));

test.describe('user ranking', () => {
  test('boards and periods; a report liked and the like taken back; a user’s bets scrolled past a page', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const uid = await give130Bets(request);

    await page.goto('user-ranking');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: '盈利排行' })).toBeVisible();

    // every board opens with its podium (or says nobody is on it yet)
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const titles = await tabs.allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(3);
    for (const name of titles) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
      await expect(podiumOrEmpty(page)).toBeVisible();
    }
    await page.getByRole('tab', { name: titles[0] }).click();

    // last week, then the week before, then back to this week
    const periods = page.getByRole('group', { name: '周期' });
    await periods.getByRole('button', { name: '历史' }).click();
    const week = page.getByRole('combobox', { name: '历史周期' });
    await expect(week).toBeVisible();
    await expect(podiumOrEmpty(page)).toBeVisible();
    const weeks = await week.locator('option').allTextContents();
    if (weeks.length > 1) {
      await week.selectOption({ index: 1 });
      await expect(podiumOrEmpty(page)).toBeVisible();
    }
    await periods.getByRole('button', { name: '近期' }).click();
    await expect(periods.getByRole('button', { name: '近期', pressed: true })).toBeVisible();
    await expect(podiumOrEmpty(page)).toBeVisible();

    // like the week's first report, then take the like back
    await logInFromMyPlace(page);
    const report = page.getByRole('region', { name: '晒单' }).getByRole('article').first();
    const like = report.getByRole('button', { name: /^赞/ });
    const count = report.getByTestId('like-count');
    const before = Number(await count.textContent());
    const pressed = (await like.getAttribute('aria-pressed')) === 'true';
    await like.click();
    await expect(count).toHaveText(String(before + (pressed ? -1 : 1)));
    await expect(like).toHaveAttribute('aria-pressed', String(!pressed));
    await expect(like).toBeEnabled();
    await like.click();
    await expect(count).toHaveText(String(before));
    await expect(like).toHaveAttribute('aria-pressed', String(pressed));

    // a user on last week's podium (a closed week is full; the open one may not have five settled bets yet):
    // their page with title and record
    await periods.getByRole('button', { name: '历史' }).click();
    await page.getByRole('list', { name: '前三名' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/user-ranking\/user\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '用户主页' })).toBeVisible();
    await expect(page.getByLabel('战绩')).toBeVisible();
    await expect(page.getByRole('article', { name: /^注单/ }).first()).toBeVisible();

    // the demo user's 130 bets: a page of 100, the rest as the list's foot scrolls into sight
    await page.goto(`user-ranking/user/${uid}`);
    await expect(page.getByRole('heading', { level: 2, name: /./ })).toBeVisible();
    const bets = page.getByRole('article', { name: /^注单/ });
    await expect(bets).toHaveCount(100);
    const total = Number((await page.getByText(/^共 \d+ 单$/).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThanOrEqual(130);
    await expect(async () => {
      await bets.last().scrollIntoViewIfNeeded();
      await expect(page.getByText('没有更多了')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(bets).toHaveCount(total);

    expect(consoleErrors).toEqual([]);
  });
});
