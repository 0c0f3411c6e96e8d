import type { Page } from '@playwright/test';
import type { MatchDetail } from '@sport/contract';
import { expect, signedHeaders, test, waitForApp } from './fixtures';

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
    await expectMatchPage(page, ['赛况', '数据', '阵容', '直播', '相关']);
    await page.getByRole('tab', { name: '数据' }).click();
    await expect(page).toHaveURL(/\/match\/\d+\/stats$/);
    await expect(page.getByRole('tab', { name: '数据', selected: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('opens from an NBA row with the quarters and the box score tabs', async ({ page, consoleErrors }) => {
    await page.goto('nba');
    await waitForApp(page);
    await page.getByRole('tabpanel').locator('.nba-game a.match-score').first().click();
    await expectMatchPage(page, ['比分', '数据', '相关']);
    expect(consoleErrors).toEqual([]);
  });

  test('opens from the World Cup centre and a team’s 赛程赛果', async ({ page }) => {
    await page.goto('world-cup');
    await waitForApp(page);
    await page.getByRole('tabpanel').locator('.fb-match a.match-score').first().click();
    await expectMatchPage(page, ['赛况', '数据', '阵容', '直播', '相关']);

    await page.goto('five-leagues/league/12387/team/2001');
    await page.getByRole('tab', { name: '赛程赛果' }).click();
    await page.locator('a.match-score').first().click();
    await expect(page).toHaveURL(/\/match\/\d+$/);
    await expect(page.getByTestId('match-detail-score')).toBeVisible();
  });

  test('a simulated live match shows its line-ups and commentary', async ({ page, request }) => {
    // A live Premier League match (the world opens minutes into the 15:00 kick-offs) has its sheet.
    await page.goto('five-leagues');
    await waitForApp(page);
    const links = page.getByRole('tabpanel').locator('.fb-match a.match-score');
    await expect(links.first()).toBeVisible();
    const ids = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map((href) => Number(/\/match\/(\d+)/.exec(href)?.[1]));
    const detailOf = async (id: number) => {
      const res = await request.get(`/ssapi/match/detail?matchId=${id}`, { headers: signedHeaders() });
      return ((await res.json()) as { data: MatchDetail }).data;
    };
    let chosen: MatchDetail | undefined;
    await expect
      .poll(
        async () => {
          for (const id of ids) {
            const detail = await detailOf(id);
            if (detail.lineups && detail.commentary?.length) {
              chosen = detail;
              return true;
            }
          }
          return false;
        },
        { timeout: 120_000, intervals: [5_000] },
      )
      .toBe(true);
    const match = chosen!;
    await page.goto(`match/${match.header.matchId}/lineups`);
    await expect(page.getByRole('region', { name: `${match.header.homeName}阵容` })).toBeVisible();
    await page.getByRole('tab', { name: '直播' }).click();
    await expect(page.getByRole('list', { name: '文字直播' }).getByRole('listitem').first()).toBeVisible();
  });
});
