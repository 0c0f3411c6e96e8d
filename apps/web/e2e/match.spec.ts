import type { APIRequestContext, Page, WebSocket } from '@playwright/test';
import {
  footballTecChannel,
  isFootballLive,
  matchChannel,
  type Match,
  type MatchCorrectionResult,
  type MatchDetail,
} from '@sport/contract';
import { expect, signedHeaders, test, waitForApp } from './fixtures';

/** The operator's key the e2e server runs with (ADMIN_TOKEN in playwright.config.ts). */
const ADMIN_TOKEN = 'e2e-operator-key-0123456789';

/** The match page has come: its title, both team names around the score, no error. */
async function expectMatchPage(page: Page, tabs: readonly string[]) {
  await expect(page).toHaveURL(/\/match\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '比赛详情' })).toBeVisible();
  await expect(page.getByTestId('match-detail-score')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2);
  expect(await page.getByRole('tab').allTextContents()).toEqual(tabs);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** A match as its page's one call answers it. */
async function detailOf(request: APIRequestContext, id: number): Promise<MatchDetail> {
  const res = await request.get(`/ssapi/match/detail?matchId=${id}`, { headers: signedHeaders() });
  return ((await res.json()) as { data: MatchDetail }).data;
}

/** The first of these matches whose answer meets `wanted`, asked again every 5 s (the simulator plays them on). */
async function firstMatchWhere(
  request: APIRequestContext,
  ids: Iterable<number>,
  wanted: (detail: MatchDetail) => boolean,
  timeout: number,
): Promise<MatchDetail> {
  let chosen: MatchDetail | undefined;
  await expect
    .poll(
      async () => {
        for (const id of ids) {
          const detail = await detailOf(request, id);
          if (wanted(detail)) {
            chosen = detail;
            return true;
          }
        }
        return false;
      },
      { timeout, intervals: [5_000] },
    )
    .toBe(true);
  return chosen!;
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

  test('opens from an NBA row with the quarters, the box score and the play-by-play', async ({ page, request, consoleErrors }) => {
    await page.goto('nba');
    await waitForApp(page);
    const links = page.getByRole('tabpanel').locator('.nba-game a.match-score');
    await expect(links.first()).toBeVisible();
    const ids = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map((href) =>
      Number(/\/match\/(\d+)/.exec(href)?.[1]),
    );
    await links.first().click();
    await expectMatchPage(page, ['比分', '数据', '直播', '相关']);
    // a game of the day the simulator has played (the China day's games are the US night's): its plays, newest on top
    const game = await firstMatchWhere(request, ids, (detail) => Boolean(detail.plays?.length), 60_000);
    const last = game.plays?.at(-1);
    await page.goto(`match/${game.header.matchId}/plays`);
    const lines = page.getByRole('tabpanel').getByRole('listitem');
    await expect(lines.first()).toContainText(last?.text ?? '');
    expect(consoleErrors).toEqual([]);
  });

  test('opens from the World Cup and Euro centres and a team’s 赛程赛果', async ({ page }) => {
    for (const centre of ['world-cup', 'euro-cup']) {
      await page.goto(centre);
      await waitForApp(page);
      await page.getByRole('tabpanel').locator('.fb-match a.match-score').first().click();
      await expectMatchPage(page, ['赛况', '数据', '阵容', '直播', '相关']);
    }

    await page.goto('five-leagues/league/12387/team/2001');
    await page.getByRole('tab', { name: '赛程赛果' }).click();
    await page.locator('a.match-score').first().click();
    await expect(page).toHaveURL(/\/match\/\d+$/);
    await expect(page.getByTestId('match-detail-score')).toBeVisible();
  });

  test('opens from a match of the anchor home’s 赛事直播, not from its host', async ({ page, consoleErrors }) => {
    await page.goto('anchor');
    await waitForApp(page);
    // the match's head (league, minute, teams and score) is a button; the hosts below it open their rooms
    const match = page.getByRole('region', { name: '赛事直播' }).getByRole('listitem').first().getByRole('button');
    const label = (await match.textContent()) ?? '';
    await match.click();
    await expectMatchPage(page, ['赛况', '数据', '阵容', '直播', '相关']);
    for (const team of await page.getByRole('heading', { level: 2 }).allTextContents()) expect(label).toContain(team);
    expect(consoleErrors).toEqual([]);
  });

  test('a tip’s match opens the match page, from the tip and from 本场更多推荐', async ({ page, consoleErrors }) => {
    await page.goto('news');
    await waitForApp(page);
    // a football tip (the newest may be an NBA game's, whose page has 比分 and no 阵容)
    const latest = page.getByRole('tabpanel', { name: '最新推荐' });
    await page.getByRole('group', { name: '运动' }).getByRole('button', { name: '足球' }).click();
    await expect(latest.getByRole('link').first()).not.toContainText('NBA');
    await latest.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/news\/detail\/\d+$/);
    // the score between the team names (VS before kick-off) is the match's link, named by both teams
    const score = page
      .getByRole('main')
      .getByRole('link', { name: / (VS|\d+:\d+) / })
      .first();
    // the list stays mounted behind (keep-alive) until the detail has drawn: wait for the detail's own link
    await expect(score).toHaveAttribute('aria-label', / (VS|\d+:\d+) /);
    const [home, away] = ((await score.getAttribute('aria-label')) ?? '').split(/ (?:VS|\d+:\d+) /);
    await page.getByRole('link', { name: '本场更多推荐 ›' }).first().click();
    await expect(page).toHaveURL(/\/program-detail\/\d+\/\d+$/);
    await page.goBack();
    await score.click();
    await expectMatchPage(page, ['赛况', '数据', '阵容', '直播', '相关']);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([home, away]);

    // the tips on one match (本场更多推荐) head with that match, which opens it as well
    await page.goBack();
    await page.getByRole('link', { name: '本场更多推荐 ›' }).first().click();
    await page.getByRole('region', { name: '比赛' }).getByRole('link').click();
    await expectMatchPage(page, ['赛况', '数据', '阵容', '直播', '相关']);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([home, away]);
    expect(consoleErrors).toEqual([]);
  });

  test('a simulated live match shows its line-ups and commentary', async ({ page, request }) => {
    // A live Premier League match (the world opens minutes into the 15:00 kick-offs) has its sheet.
    await page.goto('five-leagues');
    await waitForApp(page);
    const links = page.getByRole('tabpanel').locator('.fb-match a.match-score');
    await expect(links.first()).toBeVisible();
    const ids = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map((href) =>
      Number(/\/match\/(\d+)/.exec(href)?.[1]),
    );
    const match = await firstMatchWhere(
      request,
      ids,
      (detail) => detail.lineups !== null && Boolean(detail.commentary?.length),
      120_000,
    );
    await page.goto(`match/${match.header.matchId}/lineups`);
    await expect(page.getByRole('region', { name: `${match.header.homeName}阵容` })).toBeVisible();
    await page.getByRole('tab', { name: '直播' }).click();
    await expect(page.getByRole('list', { name: '文字直播' }).getByRole('listitem').first()).toBeVisible();
  });

  test('an operator’s correction strikes a goal off on the open page, without a reload', async ({ page, request }) => {
    test.setTimeout(180_000);
    // A live simulated match with a goal (the world opens minutes into the Premier League's 15:00 kick-offs, the
    // Bundesliga's half an hour into theirs): the live matches of every league the five-leagues centre lists.
    const live = new Set<number>();
    page.on('response', async (res) => {
      if (!res.url().includes('/ssapi/football/league/match-list') || !res.ok()) return;
      // a list the page stopped waiting for (a league picked before it came) has no body left to read
      const body = (await res.json().catch(() => null)) as { data: Match[] } | null;
      for (const m of body?.data ?? []) if (isFootballLive(m.statusId)) live.add(m.matchId);
    });
    await page.goto('five-leagues');
    await waitForApp(page);
    const leagues = page.getByRole('group', { name: '联赛' }).getByRole('button');
    await expect(leagues.first()).toBeVisible();
    // the league shown first has been asked already; each other one is asked when picked
    for (const league of await page
      .getByRole('group', { name: '联赛' })
      .getByRole('button', { pressed: false })
      .all()) {
      const listed = page.waitForResponse((res) => res.url().includes('/ssapi/football/league/match-list'));
      await league.click();
      await listed;
    }
    const chosen = await firstMatchWhere(
      request,
      live,
      (detail) => isFootballLive(detail.header.statusId) && detail.events.some((e) => e.kind === 'goal'),
      150_000,
    );
    const matchId = chosen.header.matchId;

    // The page hears a correction over its push channels: it is posted once the server has answered the page's
    // subscribe to both (posted earlier, the push goes to nobody and the page never learns of it).
    const subscribed = new Set<string>();
    const wanted = [matchChannel(matchId), footballTecChannel(matchId)];
    page.on('websocket', (ws: WebSocket) =>
      ws.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { cmd?: string; channels?: string[] };
        if (frame.cmd === 'subscribed') for (const name of frame.channels ?? []) subscribed.add(name);
      }),
    );
    await page.goto(`match/${matchId}`);
    await expect(page.getByRole('tab', { name: '赛况', selected: true })).toBeVisible();
    await expect.poll(() => wanted.filter((name) => !subscribed.has(name))).toEqual([]);

    const detail = await detailOf(request, matchId);
    const goal = detail.events.find((e) => e.kind === 'goal')!;
    // the simulator strikes goals off now and then too: the page shows those it has, then one more
    const struckOff = page.getByText('进球无效 (VAR)');
    const before = detail.events.filter((e) => e.kind === 'goalDisallowed' && e.reason === 'VAR').length;
    await expect(struckOff).toHaveCount(before);
    const res = await request.post('/admin/feed/correction', {
      headers: { 'x-admin-token': ADMIN_TOKEN },
      data: { matchId, disallowGoal: { seq: goal.seq, reason: 'VAR' } },
    });
    expect(res.status()).toBe(200);
    const corrected = ((await res.json()) as { data: MatchCorrectionResult }).data;
    expect(corrected.changed).toBe(true);
    // one goal fewer for the side it had counted for
    const side = goal.side === 1 ? 'homeScore' : 'awayScore';
    expect(corrected[side]).toBe((detail.header[side] ?? 0) - 1);

    await expect(struckOff).toHaveCount(before + 1);
    await expect(page.getByTestId('match-detail-score')).toHaveText(
      new RegExp(`^${corrected.homeScore}\\D+${corrected.awayScore}$`),
    );
  });
});
