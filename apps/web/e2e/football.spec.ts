import type { Locator, Page } from '@playwright/test';
import { expect, expectScoreMovesByPush, test, waitForApp } from './fixtures';

/** The centre links under the anchor home's banners. */
const centreStrip = (page: Page) => page.getByRole('navigation', { name: '赛事中心' });
const panel = (page: Page) => page.getByRole('tabpanel');
/** A list or table has come, or the empty state says there is none: the call answered either way. */
const answered = (scope: Page | Locator) =>
  scope.locator('.fb-match, .stat-table, .ranking-row, .empty-state, .bracket-pages').first();
const dayButtons = (page: Page) => page.getByRole('group', { name: '赛程' }).locator('.date-strip-day');
const dayLabels = (page: Page) => dayButtons(page).allTextContents();

/** Opens a centre the way a user finds it: /anchor, then its entry in the strip. */
async function openFromAnchorHome(page: Page, name: string, path: string) {
  await page.goto('anchor');
  await waitForApp(page);
  await centreStrip(page).getByRole('link', { name }).click();
  await expect(page).toHaveURL((url) => url.pathname.endsWith(path));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Every tab of SPEC §2 shows its content (or says it has none), then back to the schedule. */
async function switchTabs(page: Page) {
  for (const name of ['积分榜', '球员统计', '球队统计', '赛程']) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
    await expect(answered(panel(page))).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
}

/** Taps a day that is not the open one: it becomes the chosen day and its list (or 当天没有比赛) shows. */
async function switchDay(page: Page) {
  await expect(dayButtons(page).first()).toBeVisible();
  const other = dayButtons(page).and(page.locator('[aria-pressed="false"]')).first();
  const label = await other.textContent();
  await other.click();
  await expect(page.getByRole('button', { name: label ?? '', pressed: true })).toBeVisible();
  await expect(answered(panel(page))).toBeVisible();
}

/** Chooses the switcher's next entry (edition or season): the match days become that entry's. */
async function switchSeason(page: Page, label: '届次' | '赛季') {
  const select = page.getByRole('combobox', { name: label });
  await expect(dayButtons(page).first()).toBeVisible();
  const before = await dayLabels(page);
  const options = await select.locator('option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
  const current = await select.inputValue();
  const next = options.find((value) => value !== current);
  expect(next, `${label} offers more than one entry`).toBeDefined();
  await select.selectOption(next!);
  await expect(select).toHaveValue(next!);
  await expect.poll(() => dayLabels(page)).not.toEqual(before);
}

test.describe('football centres', () => {
  test('each centre opens from the anchor home strip; tabs, days, league and edition switch', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    for (const [name, path, editions] of [
      ['世界杯', '/world-cup', ['2026', '2022']],
      ['欧洲杯', '/euro-cup', ['2024']],
    ] as const) {
      await test.step(name, async () => {
        await openFromAnchorHome(page, name, path);
        await switchTabs(page);
        await switchDay(page);
        // the real editions only: no simulated one beside them (the Euro has no 2026)
        await expect(page.getByRole('combobox', { name: '届次' }).locator('option')).toHaveText([...editions]);
        if (editions.length > 1) await switchSeason(page, '届次');
      });
    }
    await test.step('五大联赛', async () => {
      await openFromAnchorHome(page, '五大联赛', '/five-leagues');
      await switchTabs(page);
      await switchDay(page);
      const leagues = page.getByRole('group', { name: '联赛' });
      await leagues.getByRole('button', { name: '西甲' }).click();
      await expect(leagues.getByRole('button', { name: '西甲', pressed: true })).toBeVisible();
      await expect(answered(panel(page))).toBeVisible();
      await switchSeason(page, '赛季');
    });
    expect(consoleErrors).toEqual([]);
  });

  test('a team and a player open from the five leagues; a World Cup team from its schedule', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.goto('five-leagues');
    await waitForApp(page);
    await page.getByRole('tab', { name: '球员统计' }).click();
    await panel(page).locator('.ranking-row a').first().click();
    await expect(page).toHaveURL(/\/five-leagues\/league\/\d+\/player\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '球员详情' })).toBeVisible();
    await expect(page.getByRole('region', { name: '球员资料' })).toBeVisible();
    await expect(page.getByRole('region', { name: '赛季数据' })).toBeVisible();

    await page.goto('five-leagues');
    await waitForApp(page);
    await expect(answered(panel(page))).toBeVisible();
    await panel(page).locator('.fb-match a.match-team').first().click();
    await expect(page).toHaveURL(/\/five-leagues\/league\/\d+\/team\/\d+$/);
    await expectTeamPage(page);

    await page.goto('world-cup');
    await waitForApp(page);
    await expect(answered(panel(page))).toBeVisible();
    await panel(page).locator('.fb-match a.match-team').first().click();
    await expect(page).toHaveURL(/\/world-cup\/team\/\d+$/);
    await expectTeamPage(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a live score or minute on /five-leagues moves while the page stays open', async ({ page, consoleErrors }) => {
    // the demo clock is real time: a live match's minute moves once a minute, a push within seconds of that
    test.setTimeout(240_000);
    await page.goto('five-leagues');
    await waitForApp(page);
    const leagues = page.getByRole('group', { name: '联赛' }).getByRole('button');
    // A match at half time stands still for 15 minutes, longer than the wait below: take one that is playing.
    const live = panel(page)
      .locator('.fb-match.is-live')
      .filter({ hasNot: page.locator('[data-testid="match-status"]', { hasText: '中场' }) });
    // the league opened first may have no match on at this hour: try each one
    for (let i = 0; i < (await leagues.count()) && (await live.count()) === 0; i++) {
      await leagues.nth(i).click();
      await expect(answered(panel(page))).toBeVisible();
    }
    const match = live.first();
    await expect(match, 'a live match in one of the five leagues today').toBeVisible();
    await expectScoreMovesByPush(page, match);
    expect(consoleErrors).toEqual([]);
  });
});

/** A team page: the team's name, a squad by position, the season's matches. */
async function expectTeamPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: '球队详情' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(page.getByRole('region', { name: /门将|后卫|中场|前锋|其他/ }).first()).toBeVisible();
  await page.getByRole('tab', { name: '赛程赛果' }).click();
  await expect(page.getByRole('combobox', { name: '赛季' })).toBeVisible();
  await expect(panel(page).locator('.fb-match').first()).toBeVisible();
  await page.getByRole('tab', { name: '球队之星' }).click();
  await expect(answered(panel(page))).toBeVisible();
}
