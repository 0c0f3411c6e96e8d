import { readFileSync } from 'node:fs';
import type { LoginResult } from '@sport/contract';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { CONSOLE_STAFF_FILE } from '../playwright.config';
import { expect, signedHeaders, test, worldNow } from './fixtures';
import { freshTotp } from './totp';

// Issue 28: the room chat. Two people in one room read each other's lines in order; five users' reports hide a line
// in both rooms at once; a user the console banned is refused with the reason and the end; the score's spoiler
// delay never holds a chat line back. Users are registered here (each
// line needs its own sender: one line per 2 s per user).

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

let users = 0;
const run = Date.now().toString(36);

async function call<T>(request: APIRequestContext, path: string, body: Record<string, unknown>, session?: LoginResult) {
  const headers = signedHeaders(session ? { token: session.token, uid: String(session.uid) } : undefined);
  const response = await request.post(path, { headers, data: body });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, envelope.msg).toBe(1);
  return envelope.data;
}

async function newUser(request: APIRequestContext, nickname: string): Promise<LoginResult> {
  users += 1;
  const username = `chat_${run}_${users}`;
  await call(request, '/api/forehead/user/register', { username, password: 'chat-e2e-pass', nickname });
  return call<LoginResult>(request, '/api/forehead/user/login', { username, password: 'chat-e2e-pass' });
}

/** A browser of its own, on the world's clock, logged in as `session`. */
async function personIn(browser: Browser, session: LoginResult): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.clock.install({ time: worldNow() });
  await context.addInitScript(
    ({ token, uid }) => {
      localStorage.setItem('h5-token', token);
      localStorage.setItem('h5-uid', uid);
    },
    { token: session.token, uid: String(session.uid) },
  );
  return { context, page: await context.newPage() };
}

/** The first host on air (the live tab, with its chat, opens first), by the anchor page's own list. */
async function liveHostId(page: Page): Promise<number> {
  await page.goto('anchor');
  const first = page.getByRole('region', { name: '正在直播' }).getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/anchor\/detail\/\d+$/);
  return Number(/\/anchor\/detail\/(\d+)$/.exec(page.url())?.[1]);
}

const chat = (page: Page) => page.getByRole('region', { name: '聊天室' });
const lines = (page: Page) => chat(page).getByTestId('chat-line').locator('.chat-content');

async function say(page: Page, text: string): Promise<void> {
  await chat(page).getByRole('textbox', { name: '说点什么…' }).fill(text);
  await chat(page).getByRole('button', { name: '发送' }).click();
  await expect(chat(page).getByRole('textbox')).toHaveValue('');
}

/** This run's lines in the order the room shows them. */
const ours = async (page: Page, tag: string) => (await lines(page).allTextContents()).filter((t) => t.includes(tag));

test('two people in one room read each other in order', async ({ browser, request }) => {
  const [amy, bo] = [await newUser(request, '阿美'), await newUser(request, '阿博')];
  const a = await personIn(browser, amy);
  const b = await personIn(browser, bo);
  const hostId = await liveHostId(a.page);
  await b.page.goto(`anchor/detail/${hostId}`);
  await expect(chat(a.page).getByRole('textbox')).toBeVisible();
  await expect(chat(b.page).getByRole('textbox')).toBeVisible();

  const tag = `${run}-order`;
  await say(a.page, `${tag} 一 开球了`);
  await expect.poll(() => ours(b.page, tag)).toEqual([`${tag} 一 开球了`]);
  await say(b.page, `${tag} 二 好球`);
  await expect.poll(() => ours(a.page, tag)).toEqual([`${tag} 一 开球了`, `${tag} 二 好球`]);
  // the line shows its sender's name
  await expect(
    chat(a.page)
      .getByTestId('chat-line')
      .filter({ hasText: `${tag} 二` }),
  ).toContainText('阿博');
  await expect.poll(() => ours(b.page, tag)).toEqual([`${tag} 一 开球了`, `${tag} 二 好球`]);
  // the rules, with the reason in Chinese
  await chat(a.page).getByRole('textbox').fill('加我 138 0013 8000');
  await chat(a.page).getByRole('button', { name: '发送' }).click();
  await expect(chat(a.page).getByRole('alert')).toHaveText('不能发送电话号码');
  await a.context.close();
  await b.context.close();
});

test("five users' reports hide a line in both rooms at once", async ({ browser, request }) => {
  const [troll, amy, bo] = [
    await newUser(request, '捣乱者'),
    await newUser(request, '阿美'),
    await newUser(request, '阿博'),
  ];
  const a = await personIn(browser, amy);
  const b = await personIn(browser, bo);
  const hostId = await liveHostId(a.page);
  await b.page.goto(`anchor/detail/${hostId}`);
  const tag = `${run}-report`;
  const sent = await call<{ message: { id: number } }>(
    request,
    '/api/forehead/live/chat/send',
    { hostId, content: `${tag} 广告` },
    troll,
  );
  await expect.poll(() => ours(a.page, tag)).toEqual([`${tag} 广告`]);
  await expect.poll(() => ours(b.page, tag)).toEqual([`${tag} 广告`]);

  for (let i = 0; i < 3; i++) {
    const reporter = await newUser(request, `举报者${i}`);
    await call(request, '/api/forehead/live/chat/message/report', { messageId: sent.message.id, cateId: 1 }, reporter);
  }
  // the fourth from Amy's room, the fifth from Bo's, through the report sheet
  for (const page of [a.page, b.page]) {
    const line = chat(page)
      .getByTestId('chat-line')
      .filter({ hasText: `${tag} 广告` });
    await line.getByRole('button', { name: /^举报/ }).click();
    await page.getByRole('dialog', { name: '举报这条消息' }).getByRole('button', { name: '广告或垃圾信息' }).click();
    await expect(page.getByText('举报成功')).toBeVisible();
  }
  await expect.poll(() => ours(a.page, tag)).toEqual([]);
  await expect.poll(() => ours(b.page, tag)).toEqual([]);
  await a.context.close();
  await b.context.close();
});

/** A moderator of the console (the staff the e2e server made) bans a user through the console's API, as its queue does. */
async function banThroughConsole(request: APIRequestContext, userId: number, reason: string): Promise<void> {
  const staff = JSON.parse(readFileSync(CONSOLE_STAFF_FILE, 'utf8')) as {
    name: string;
    password: string;
    secret: string;
  };
  const login = await request.post('/console/api/login', {
    headers: { 'x-console-csrf': 'login' },
    data: { name: staff.name, password: staff.password, code: freshTotp(staff.secret) },
  });
  const session = (await login.json()) as Envelope<{ csrfToken: string }>;
  expect(session.code, session.msg).toBe(1);
  // The session cookie stays in this request context for the next call.
  const ban = await request.post('/console/api/moderation/ban', {
    headers: { 'x-console-csrf': session.data.csrfToken },
    data: { userId, days: 3, reason },
  });
  const banned = (await ban.json()) as Envelope<{ until: number }>;
  expect(banned.code, banned.msg).toBe(1);
}

test('a user the console banned opens a room and is refused with the reason and the end, in Chinese', async ({
  browser,
  request,
}) => {
  const troll = await newUser(request, '被禁言者');
  await banThroughConsole(request, troll.uid, '直播间多次辱骂他人');
  const { context, page } = await personIn(browser, troll);
  await liveHostId(page);
  const tag = `${run}-banned`;
  await chat(page).getByRole('textbox', { name: '说点什么…' }).fill(`${tag} 我又来了`);
  await chat(page).getByRole('button', { name: '发送' }).click();
  await expect(chat(page).getByRole('alert')).toHaveText(
    /^你已被禁言至\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}（北京时间），原因：直播间多次辱骂他人$/,
  );
  // the line went to no one: the input keeps it, the room does not show it
  await expect(chat(page).getByRole('textbox')).toHaveValue(`${tag} 我又来了`);
  expect(await ours(page, tag)).toEqual([]);
  await context.close();
});

/**
 * Stops the page's clock a moment ahead of its time. A busy page's time runs on meanwhile: when it passed that
 * moment before the pause landed ("Cannot fast-forward to the past"), again.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 15_000);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

test("the score's spoiler delay never holds a chat line back", async ({ page, request }) => {
  // The picture's delay is measured by hls.js (from the segments' EXT-X-PROGRAM-DATE-TIME).
  await page.addInitScript(() => {
    HTMLVideoElement.prototype.canPlayType = function (this: HTMLVideoElement, type: string) {
      return /mpegurl/i.test(type) ? '' : HTMLMediaElement.prototype.canPlayType.call(this, type);
    };
  });
  const sender = await newUser(request, '解说员');
  const hostId = await liveHostId(page);
  // the room holds the score by the picture's measured delay (the switch on, by default)
  const sync = page.getByRole('switch', { name: /比分与画面同步/ });
  await expect(sync).toBeChecked({ timeout: 30_000 });
  const label = (await sync.evaluate((input) => input.closest('label')?.textContent)) ?? '';
  const holdMs = Number(/晚约 (\d+) 秒/.exec(label)?.[1]) * 1000;
  expect(holdMs).toBeGreaterThanOrEqual(2000);

  // The page's time stops: from now on it moves only as the test moves it, in small steps, so a line that shows
  // has been shown within that much page time, whatever the machine's speed.
  await pauseSoon(page);
  await page.clock.runFor(1000);
  const tag = `${run}-spoiler`;
  await call(request, '/api/forehead/live/chat/send', { hostId, content: `${tag} 进球了！` }, sender);
  let pageMs = 0;
  // what is measured is the page's time (pageMs); the machine's time a busy page takes to get there is not
  await expect
    .poll(
      async () => {
        if ((await ours(page, tag)).length > 0) return true;
        await page.clock.runFor(20);
        pageMs += 20;
        return false;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  expect(pageMs).toBeLessThan(holdMs);
});
