import type { AxeResults, Result } from 'axe-core';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { BASE, expect, logInThroughForumTab, tabBar, test, waitForApp } from './fixtures';

/** axe-core's browser build, injected into each page as it is (nothing downloaded at run time). */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.0–2.2 A and AA (2.2 AA brings target-size: 24 px) and the best practices (heading-order, viewport zoom). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Moderate in axe, and named by the audit all the same: pinch zoom must work, headings must not skip a level. */
const ALSO_REFUSED = ['meta-viewport', 'heading-order'];
/** A finger's target (WCAG 2.5.5, Apple and Material guidance): what our small text controls must answer to. */
const HIT = 44;

type AxeWindow = { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };

/** axe's serious and critical findings on the page as it shows now (and ALSO_REFUSED), one line per rule. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const options = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  const results = await page.evaluate((o) => (window as unknown as AxeWindow).axe.run(document, o), options);
  const serious = (v: Result) => v.impact === 'serious' || v.impact === 'critical' || ALSO_REFUSED.includes(v.id);
  return results.violations.filter(serious).map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')}: ${[...n.any, ...n.all, ...n.none][0]?.message ?? n.failureSummary ?? ''}`);
    return `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.help}\n    ${nodes.join('\n    ')}`;
  });
}

/** The page's data came: no skeleton left, nothing loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.skeleton-text, .skeleton-block, .adm-skeleton')).toHaveCount(0);
  await expect(page.getByRole('status', { name: '加载中' })).toHaveCount(0);
}

/**
 * Points of the 44×44 square centred on the control where a finger would not land on it (the control or what it
 * holds, its ::before/::after hit area included); each as "dx,dy → what is there instead".
 */
async function hitAreaMisses(control: Locator): Promise<string[]> {
  return control.evaluate(async (el, size) => {
    // a dialog that is still growing in (its opening animation) is measured once it stands
    const opening = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(opening.map((a) => a.finished.catch(() => undefined)));
    el.scrollIntoView({ block: 'center' });
    const box = el.getBoundingClientRect();
    const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
    const edge = size / 2 - 0.5;
    const steps = [-edge, -edge / 2, 0, edge / 2, edge];
    const misses: string[] = [];
    for (const dx of steps) {
      for (const dy of steps) {
        const there = document.elementFromPoint(cx + dx, cy + dy);
        if (!there || !el.contains(there))
          misses.push(`${dx},${dy} → ${there ? `${there.tagName}.${there.className}` : 'nothing'}`);
      }
    }
    return misses;
  }, HIT);
}

/** Every control of the list has its 44×44 hit area; the failure names the control and where it misses. */
async function expectHitAreas(controls: Locator, atLeast: number): Promise<void> {
  await expect.poll(() => controls.count()).toBeGreaterThanOrEqual(atLeast);
  const found: Record<string, string[]> = {};
  for (const [i, control] of (await controls.all()).entries()) {
    const misses = await hitAreaMisses(control);
    if (misses.length > 0) found[`${i}: ${(await control.textContent())?.trim() ?? ''}`] = misses;
  }
  expect(found).toEqual({});
}

/** The main pages as a visitor, each with something that shows once its data is in. */
const VISITOR_PAGES: ReadonlyArray<{ path: string; ready: (page: Page) => Locator }> = [
  { path: '/anchor', ready: (page) => page.locator('[data-page="anchor"]') },
  { path: '/anchor/detail/1001', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/news', ready: (page) => page.locator('[data-page="news"]') },
  { path: '/news/detail/1', ready: (page) => page.getByRole('region', { name: /评论（/ }) },
  { path: '/news/all-gods', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/anchor/week-rank', ready: (page) => page.getByRole('link', { name: /人气/ }) },
  { path: '/anchor/all-anchor', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/euro-cup', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/world-cup', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/five-leagues', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/nba', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/user-ranking', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/user-ranking/user/1', ready: (page) => page.getByRole('heading', { level: 2 }) },
  { path: '/news/user/22', ready: (page) => page.getByRole('heading', { level: 2 }) },
  { path: '/five-leagues/league/12387/team/2001', ready: (page) => page.getByRole('heading', { level: 2 }) },
  { path: '/nba/team/3001', ready: (page) => page.getByRole('heading', { level: 2 }) },
];

test.describe('accessibility', () => {
  // axe is injected as a script, which the app's own Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  for (const { path, ready } of VISITOR_PAGES) {
    test(`${path}: axe finds nothing serious`, async ({ page }) => {
      await page.goto(`${BASE}${path}`);
      await waitForApp(page);
      await expect(ready(page).first()).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the login dialog, the forum and the 我的 sheet of a logged-in user: axe finds nothing serious', async ({
    page,
  }) => {
    await page.goto(`${BASE}/anchor`);
    await waitForApp(page);
    await tabBar(page).getByRole('button', { name: '论坛' }).click();
    await expect(page.getByPlaceholder('请输入用户名')).toBeVisible();
    expect(await seriousViolations(page), 'the login dialog').toEqual([]);
    await page.locator('.login-dialog').getByRole('button', { name: '取消' }).click();

    await logInThroughForumTab(page);
    await expect(page).toHaveURL(/\/forum$/);
    await expect(page.getByRole('heading', { name: '论坛', level: 1 })).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page), '/forum').toEqual([]);

    await tabBar(page).getByRole('button', { name: '我的' }).click();
    const sheet = page.getByRole('dialog', { name: '我的' });
    await expect(sheet.locator('.account-gold strong')).toHaveText(/^\d+$/);
    await settled(page);
    expect(await seriousViolations(page), 'the 我的 sheet').toEqual([]);
  });

  test('small controls have a 44×44 hit area: the back arrow, comment ♡ / 回复 / 举报, the login 取消, player links', async ({
    page,
  }) => {
    await page.goto(`${BASE}/anchor`);
    await waitForApp(page);
    await tabBar(page).getByRole('button', { name: '论坛' }).click();
    await expectHitAreas(page.locator('.login-dialog').getByRole('button', { name: '取消' }), 1);

    await page.goto(`${BASE}/news/detail/1`);
    await waitForApp(page);
    await expectHitAreas(page.locator('.page-frame-nav .adm-nav-bar-back'), 1);
    const comments = page.getByRole('region', { name: /评论（/ });
    await expectHitAreas(comments.getByRole('article').first().locator('.comment-actions button'), 3);

    // a team's squad (football) and roster (NBA): every player's link, one per row
    await page.goto(`${BASE}/five-leagues/league/12387/team/2001`);
    await expectHitAreas(page.getByRole('region', { name: /门将|后卫|中场|前锋|其他/ }).getByRole('link'), 11);
    await page.goto(`${BASE}/nba/team/3001`);
    await expectHitAreas(page.getByRole('region', { name: '阵容' }).getByRole('link'), 10);
  });
});
