import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

/** The match page has come: its title, both team names around the score, no error. */
async function expectMatchPage(page: Page, tabs: readonly string[]) {
  await expect(page).toHaveURL(/\/match\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '比赛详情' })).toBeVisible();
  await expect(page.getByTestId('match-detail-score')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2);
  expect(await page.getByRole('tab').allTextContents()).toEqual(tabs);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

// Issue 24: a match row opens our match page in a browser; the tab lives in the address.
test.describe('match page', () => {
  test('opens from a five-leagues row; its 数据 tab is in the address', async ({ page, consoleErrors }) => {
    await page.goto('five-leagues');
    await waitForApp(page);
    await page.getByRole('tabpanel').locator('.fb-match a.match-score').first().click();
    await expectMatchPage(page, ['赛况', '数据', '阵容', '直播']);
    await page.getByRole('tab', { name: '数据' }).click();
    await expect(page).toHaveURL(/\/match\/\d+\/stats$/);
    await expect(page.getByRole('tab', { name: '数据', selected: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('opens from an NBA row with the quarters and the box score tabs', async ({ page, consoleErrors }) => {
    await page.goto('nba');
    await waitForApp(page);
    await page.getByRole('tabpanel').locator('.nba-game a.match-score').first().click();
    await expectMatchPage(page, ['比分', '数据']);
    expect(consoleErrors).toEqual([]);
  });
});
