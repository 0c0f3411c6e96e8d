import {
  ANCHOR_BACKGROUND_CATEGORY_ID,
  BANNER_CATEGORY_IDS,
  splitBanners,
  systemRoutes,
  type ImageEntry,
} from '@sport/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE, expect, signedHeaders, test, waitForApp } from './fixtures';

/** The seeded banner entries of these categories, as the server answers them. */
async function bannerEntries(request: APIRequestContext, categoryIds: readonly number[]): Promise<ImageEntry[]> {
  const response = await request.post(systemRoutes.imagesQuery.path, {
    headers: signedHeaders(),
    form: { categoryId: categoryIds.join(',') },
  });
  const body = (await response.json()) as { code: number; msg: string; data: ImageEntry[] };
  expect(body.code, body.msg).toBe(1);
  return body.data.filter((entry) => entry.categoryId !== ANCHOR_BACKGROUND_CATEGORY_ID);
}

/** Where a banner url leads inside the app: its path without the app's base. */
const routeOf = (url: string) => new URL(url, 'http://app').pathname.replace(BASE, '') || '/';

/** The page a banner led to is that route itself (no bounce to /anchor), built (no coming-soon), with a title. */
async function expectBuiltPage(page: Page, url: string) {
  const path = `${BASE}${routeOf(url)}`;
  await expect(page).toHaveURL((at) => at.pathname === path);
  await waitForApp(page);
  // again once the app runs: an address opened directly has that path until the app's redirect replaces it
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
  await expect(page.getByText('该栏目即将上线')).toHaveCount(0);
}

// No autoplay (the carousel holds still for reduced motion), so a tap lands on the slide the test means.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a tap on every banner of the /anchor carousel opens a built page; pictures without a link stay put', async ({
  page,
  request,
  consoleErrors,
}) => {
  const banners = splitBanners(await bannerEntries(request, BANNER_CATEGORY_IDS.web));
  expect(banners.length).toBeGreaterThan(0);
  await page.goto('anchor');
  const carousel = page.getByRole('region', { name: '活动轮播' });
  // one slide per banner: the anchor background is not among them
  await expect(carousel.getByRole('group')).toHaveCount(banners.length);

  for (const [index, banner] of banners.entries()) {
    await test.step(`${banner.title} (${banner.url || 'no link'})`, async () => {
      await page.goto('anchor');
      const slide = carousel.getByRole('group', { name: `${index + 1} / ${banners.length}` });
      // swiped to, as a user would: a slide is filled once the carousel comes near it
      await slide.scrollIntoViewIfNeeded();
      if (!banner.url) {
        await expect(slide.getByRole('button')).toHaveCount(0);
        await slide.getByRole('img', { name: banner.title }).click();
        await expect(page).toHaveURL(/\/anchor$/);
        return;
      }
      await slide.getByRole('button', { name: banner.title }).click();
      await expectBuiltPage(page, banner.url);
    });
  }
  expect(consoleErrors).toEqual([]);
});

test('every demo banner of every client (web, app, one mode) links to a built page or to nothing', async ({ page, request }) => {
  const categories = [...new Set([...BANNER_CATEGORY_IDS.web, ...BANNER_CATEGORY_IDS.app, ...BANNER_CATEGORY_IDS.oneMode])];
  const linked = (await bannerEntries(request, categories)).filter((entry) => entry.url);
  expect(linked.length).toBeGreaterThan(0);
  for (const entry of linked) {
    await test.step(`${entry.title} → ${entry.url}`, async () => {
      // an in-app path: the app's own base, so the page is one of ours
      expect(entry.url.startsWith(`${BASE}/`)).toBe(true);
      await page.goto(entry.url);
      await expectBuiltPage(page, entry.url);
    });
  }
});
