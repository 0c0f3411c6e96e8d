import { deflateSync } from 'node:zlib';
import { forumRoutes } from '@sport/contract';
import {
  BASE,
  DEMO,
  expect,
  logInThroughForumTab,
  otherThanTooSoon,
  sendUntilTaken,
  signedHeaders,
  test,
  waitForApp,
} from './fixtures';

/** A real 2×2 PNG (the server reads a photo's type from its bytes). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  // each row: filter byte 0, then two red pixels; a stamp in the last byte keeps every run's photo new
  const rows = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, Date.now() % 256]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('forum', () => {
  test('logs in, opens the forum, posts a thread with a photo and replies to it', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    await page.goto(`${BASE}/news`);
    await waitForApp(page);
    await logInThroughForumTab(page);
    await expect(page).toHaveURL(/\/forum$/);

    // the demo forum's threads, and the boards
    const boards = page.getByRole('navigation', { name: '论坛版块' });
    await expect(boards.getByRole('tab', { name: '足球' })).toBeVisible();
    await expect(page.locator('.forum-thread-item').first()).toBeVisible();
    await boards.getByRole('tab', { name: '足球' }).click();
    await page.getByRole('radio', { name: '热门' }).click();
    await expect(page.locator('.forum-thread-item').first()).toBeVisible();

    // write one with a photo
    await page.getByRole('link', { name: '发帖' }).click();
    await expect(page).toHaveURL(/\/forum\/compose\?board=\d+$/);
    const title = `e2e 论坛测试帖 ${Date.now() % 100_000}`;
    await page.getByRole('textbox', { name: '标题' }).fill(title);
    await page.getByRole('textbox', { name: '正文' }).fill('今晚的比赛大家怎么看？附图一张。');
    await page.getByLabel('添加图片').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByText('图片 1/9')).toBeVisible();
    await expect(page.getByText('上传中...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '上传失败，点击重试' })).toHaveCount(0);
    await page.getByRole('button', { name: '发布' }).click();

    // its page: the title, the body and the photo, which opens full screen
    await expect(page).toHaveURL(/\/forum\/thread\/\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('今晚的比赛大家怎么看？附图一张。')).toBeVisible();
    const photo = page.getByRole('list', { name: '帖子图片' }).getByRole('img', { name: '第1张图片' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await page.getByRole('list', { name: '帖子图片' }).getByRole('button', { name: '第1张图片' }).click();
    await page.getByRole('button', { name: '关闭图片' }).click();
    await expect(page.getByRole('button', { name: '关闭图片' })).toHaveCount(0);

    // a reply, sent until the server takes it (one post per user every 5 s: the thread was posted a moment ago)
    await expect(page.getByText('还没有回复，来抢沙发吧')).toBeVisible();
    await page.getByRole('textbox', { name: '回复内容' }).fill('我先来占个楼');
    await sendUntilTaken(page, forumRoutes.createReply, () => page.getByRole('button', { name: '发送' }).click());
    const floor = page.getByRole('article', { name: '1楼' });
    await expect(floor).toContainText('我先来占个楼');
    await expect(page.getByRole('region', { name: '全部回复（1）' })).toBeVisible();

    // back on the list, the thread is there (latest reply first)
    await page.goto(`${BASE}/forum`);
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    expect(otherThanTooSoon(consoleErrors)).toEqual([]);
  });

  test('is for members only: a visitor opening a thread directly gets the login, never the thread; the API refuses them too', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const visitorList = await request.get('/api/forehead/forum/thread/list', { headers: signedHeaders() });
    expect(visitorList.status()).toBe(401);
    expect(await visitorList.json()).toEqual({ code: 400, msg: '请先登录', data: null });

    await page.goto(`${BASE}/forum/thread/1`);
    await waitForApp(page);
    await expect(page.getByPlaceholder('请输入用户名')).toBeVisible();
    await expect(page.getByText('登录后才能查看这里的内容')).toBeVisible();
    await expect(page.locator('.forum-thread-page')).toHaveCount(0);
    await page.getByPlaceholder('请输入用户名').fill(DEMO.username);
    await page.getByPlaceholder('请输入密码').fill(DEMO.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.locator('.forum-thread-page h2')).toBeVisible();
    await expect(page).toHaveURL(/\/forum\/thread\/1$/);
    expect(consoleErrors).toEqual([]);
  });
});
