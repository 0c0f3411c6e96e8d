import type { Page } from '@playwright/test';
import { newsRoutes, type TipMessage } from '@sport/contract';
import {
  BASE,
  expect,
  logInThroughForumTab,
  otherThanTooSoon,
  sendUntilTaken,
  signedHeaders,
  tabBar,
  test,
  waitForApp,
} from './fixtures';

type Session = { token: string; uid: string };

const sessionOf = (page: Page): Promise<Session> =>
  page.evaluate(() => ({ token: localStorage.getItem('h5-token') ?? '', uid: localStorage.getItem('h5-uid') ?? '' }));

/** The gold the account sheet shows (the tab bar's 我的), as a number. */
async function sheetGold(page: Page): Promise<number> {
  await tabBar(page).getByRole('button', { name: '我的' }).click();
  const sheet = page.getByRole('dialog', { name: '我的' });
  const gold = sheet.locator('.account-gold strong');
  await expect(gold).toHaveText(/^\d+$/);
  const value = Number(await gold.textContent());
  await page.locator('.adm-popup-close-icon').click();
  await expect(sheet).toBeHidden();
  return value;
}

test.describe('news', () => {
  test('demo buys a paid tip (content shows, the balance drops by its price), comments and replies, and follows its expert', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${BASE}/news`);
    await waitForApp(page);
    await logInThroughForumTab(page);
    await expect(page).toHaveURL(/\/forum$/);
    const session = await sessionOf(page);

    // a paid tip on sale that demo has not bought, as the list answers demo
    const list = await request.get('/api/forehead/live/sports/message/v2/info?page=1&size=50', { headers: signedHeaders(session) });
    const tips = ((await list.json()) as { data: { list: TipMessage[] } }).data.list;
    const tip = tips.find((t) => t.goldPrice > 0 && t.isBuy === 0 && t.goldPrice <= 1000);
    expect(tip, 'the demo world has a paid tip on sale').toBeDefined();
    const { id, goldPrice, sportsTitle, professorName } = tip!;

    await tabBar(page).getByRole('button', { name: '推荐' }).click();
    await expect(page).toHaveURL(/\/news$/);
    const before = await sheetGold(page);

    // open it: locked, with its price
    await page.goto(`${BASE}/news/detail/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: sportsTitle })).toBeVisible();
    const locked = page.getByRole('region', { name: '付费内容' });
    await expect(locked.getByText(`${goldPrice} 金币`)).toBeVisible();
    await locked.getByRole('button', { name: '购买' }).click();
    const buy = page.getByRole('dialog', { name: '确认购买' });
    await expect(buy.getByTestId('buy-balance')).toHaveText(`${before} 金币`);
    const pay = buy.getByRole('button', { name: `支付 ${goldPrice} 金币` });
    await pay.dblclick();
    await expect(page.getByRole('region', { name: '推荐内容' })).toBeVisible();
    await expect(page.getByRole('region', { name: '付费内容' })).toHaveCount(0);

    // a comment, then a reply to it, sent until the server takes it (one post per user every 5 s)
    const comments = page.getByRole('region', { name: /评论（/ });
    const words = `e2e 评论 ${Date.now()}`;
    await comments.getByRole('textbox', { name: '写评论' }).fill(words);
    await comments.getByRole('button', { name: '发送' }).click();
    const mine = comments.getByRole('article').filter({ hasText: words }).first();
    await expect(mine).toBeVisible();
    await mine.getByRole('button', { name: '回复' }).click();
    await comments.getByRole('textbox', { name: /^回复 / }).fill('e2e 回复');
    await sendUntilTaken(page, newsRoutes.commentPublish, () => comments.getByRole('button', { name: '发送' }).click());
    await expect(mine.locator('.comment-replies').getByText('e2e 回复')).toBeVisible();

    // the balance dropped by the price, once, whatever the double tap
    await page.goto(`${BASE}/news`);
    await waitForApp(page);
    expect(await sheetGold(page)).toBe(before - goldPrice);

    // 我的 → 我的购买 lists the bought tip, which opens it; 我的 → 我的评论 lists the comment and the reply
    await tabBar(page).getByRole('button', { name: '我的' }).click();
    await page.getByRole('dialog', { name: '我的' }).getByRole('link', { name: '我的购买' }).click();
    await expect(page).toHaveURL(/\/my\/purchases$/);
    await expect(page.getByRole('heading', { level: 1, name: '我的购买' })).toBeVisible();
    await page.getByRole('link', { name: sportsTitle }).first().click();
    await expect(page).toHaveURL(new RegExp(`/news/detail/${id}$`));
    await expect(page.getByRole('region', { name: '推荐内容' })).toBeVisible();
    await page.goto(`${BASE}/news`);
    await waitForApp(page);
    await tabBar(page).getByRole('button', { name: '我的' }).click();
    await page.getByRole('dialog', { name: '我的' }).getByRole('link', { name: '我的评论' }).click();
    await expect(page).toHaveURL(/\/my\/comments$/);
    const myComment = page.getByRole('link', { name: new RegExp(words) });
    await expect(myComment).toBeVisible();
    await expect(page.getByRole('link', { name: /e2e 回复/ })).toBeVisible();
    await myComment.click();
    await expect(page).toHaveURL(new RegExp(`/news/detail/${id}$`));

    // follow the tip's expert
    await page.goto(`${BASE}/news/detail/${id}`);
    await page.locator('.tip-head-expert').filter({ hasText: professorName }).click();
    await expect(page).toHaveURL(/\/news\/user\/\d+$/);
    const count = page.getByTestId('follower-count');
    await expect(count).toHaveText(/^\d+$/);
    if (await page.getByRole('button', { name: '已关注' }).isVisible()) {
      await page.getByRole('button', { name: '已关注' }).click();
      await expect(page.getByRole('button', { name: '关注', exact: true })).toBeVisible();
    }
    const followers = Number(await count.textContent());
    await page.getByRole('button', { name: '关注', exact: true }).click();
    await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();
    await expect(count).toHaveText(String(followers + 1));
    await expect(page.getByText('关注成功')).toBeVisible();

    expect(otherThanTooSoon(consoleErrors)).toEqual([]);
  });

  test('the ongoing matches filter the tips: a picked match shows only its tips, 全部比赛 every match again', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const select = await request.get('/api/forehead/live/sports/message/v2/select', { headers: signedHeaders() });
    const matches = ((await select.json()) as { data: { matchId: number; homeName: string; awayName: string }[] }).data;
    expect(matches.length, 'the demo world has matches with tips on sale').toBeGreaterThan(0);
    const match = matches[0]!;
    const tipsOf = await request.get(`/api/forehead/live/sports/message/v2/info?page=1&size=10&sportsIds=${match.matchId}`, {
      headers: signedHeaders(),
    });
    const onMatch = ((await tipsOf.json()) as { data: { list: TipMessage[] } }).data.list;
    expect(onMatch.length).toBeGreaterThan(0);

    await page.goto(`${BASE}/news`);
    await waitForApp(page);
    const filter = page.getByRole('group', { name: '比赛' });
    await expect(filter.getByRole('button', { name: '全部比赛' })).toHaveAttribute('aria-pressed', 'true');
    const pill = filter.getByRole('button', { name: new RegExp(`${match.homeName} vs ${match.awayName}`) });
    await pill.click();
    await expect(pill).toHaveAttribute('aria-pressed', 'true');
    const cards = page.locator('.tip-list .tip-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('link', { name: onMatch[0]!.sportsTitle }).first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toContain(match.homeName);

    await filter.getByRole('button', { name: '全部比赛' }).click();
    await expect(pill).toHaveAttribute('aria-pressed', 'false');
    expect(consoleErrors).toEqual([]);
  });
});
