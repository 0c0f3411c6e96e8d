import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const liveRow = (page: Page) => page.getByRole('list', { name: '正在直播的主播' });

/** How much of a card shows inside the row, 0 to 1. */
async function shownPart(row: Locator, card: Locator): Promise<number> {
  const [r, c] = await Promise.all([row.boundingBox(), card.boundingBox()]);
  if (!r || !c) return 0;
  const shown = Math.min(r.x + r.width, c.x + c.width) - Math.max(r.x, c.x);
  return Math.max(0, shown) / c.width;
}

test('正在直播 shows three hosts and part of the fourth, and a finger swipe scrolls the row', async ({ page, consoleErrors }) => {
  await page.goto('anchor');
  const row = liveRow(page);
  const cards = row.getByRole('listitem');
  await expect(cards.nth(3)).toBeAttached();
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  for (const i of [0, 1, 2]) expect(await shownPart(row, cards.nth(i))).toBeGreaterThan(0.99);
  const peek = await shownPart(row, cards.nth(3));
  expect(peek).toBeGreaterThan(0.2);
  expect(peek).toBeLessThan(0.45);

  // a finger dragging left through Chromium's input pipeline, drifting a little down as a thumb does, at the
  // top of the page where the pull-to-refresh listens
  const box = await row.boundingBox();
  if (!box) throw new Error('the row has no box');
  const cdp = await page.context().newCDPSession(page);
  const x = Math.round(box.x + box.width * 0.8);
  const y = Math.round(box.y + box.height / 2);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - step * 20, y: y + step }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  expect(consoleErrors).toEqual([]);
});

test('a moment photo opens full screen over the title bar and closes with its close button', async ({ page }) => {
  await page.goto('anchor');
  await liveRow(page).getByRole('link').first().click();
  await page.getByRole('tab', { name: '动态' }).click();
  const title = page.getByRole('heading', { level: 1 }).first();
  const titleBox = await title.boundingBox();
  if (!titleBox) throw new Error('the title has no box');
  await page.getByRole('button', { name: '第 1 张图片' }).first().click();

  const close = page.getByRole('button', { name: '关闭' });
  await expect(close).toBeVisible();
  // what is on top where the title was: the viewer (black), not the title
  const onTop = await page.evaluate(
    ({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      return { inViewer: Boolean(el?.closest('.adm-mask')), background: getComputedStyle(document.querySelector('.adm-mask')!).backgroundColor };
    },
    { x: titleBox.x + titleBox.width / 2, y: titleBox.y + titleBox.height / 2 },
  );
  expect(onTop).toEqual({ inViewer: true, background: 'rgb(0, 0, 0)' });

  await close.click();
  await expect(close).toHaveCount(0);
  await expect(page.locator('.adm-mask')).toHaveCount(0);
  await expect(title).toBeVisible();
});
