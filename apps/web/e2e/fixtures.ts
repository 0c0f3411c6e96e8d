import { DEFAULT_SIGN_WORD, computeSign, type LoginResult } from '@sport/contract';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const BASE = '/spa/sport-info-h5';
export const DEMO = { username: 'demo', password: 'demo12345' };

/**
 * Every §2 route with sample params, and where it ends up. The ids are ones the demo world has (user 22 is the
 * first demo expert): a missing one's 404 is a console error by the browser's own logging.
 */
export const ROUTES: ReadonlyArray<{ path: string; header: boolean }> = [
  { path: '/news', header: true },
  { path: '/news/user/22', header: false },
  { path: '/news/detail/1', header: false },
  { path: '/news/all-gods', header: false },
  { path: '/program-detail/1', header: false },
  { path: '/program-detail/1/2', header: false },
  { path: '/anchor', header: true },
  { path: '/anchor/detail/1001', header: false },
  { path: '/anchor/all-anchor', header: false },
  { path: '/anchor-download', header: false },
  { path: '/anchor/week-rank', header: false },
  { path: '/world-cup', header: true },
  { path: '/world-cup/team/1001', header: false },
  { path: '/euro-cup', header: true },
  { path: '/euro-cup/team/1001', header: false },
  { path: '/five-leagues', header: true },
  { path: '/five-leagues/league/12387/team/2001', header: false },
  { path: '/five-leagues/league/12387/player/100001', header: false },
  { path: '/nba', header: true },
  { path: '/nba/team/3001', header: false },
  { path: '/nba/player/103221', header: false },
  { path: '/user-ranking', header: true },
  { path: '/user-ranking/user/1', header: false },
  { path: '/forum', header: true },
  { path: '/gold-document', header: false },
  { path: '/download', header: true },
];

/**
 * The e2e server runs on a world clock (CLOCK_START in playwright.config.ts: a Saturday with matches on); the
 * browser and the calls a test signs follow it. How far it is from this machine's clock, read from /healthz.
 */
let worldOffsetMs = 0;
export const worldNow = (): number => Date.now() + worldOffsetMs;

/** Signed headers as the web client sends them (SPEC §7), for calls the test makes itself. */
export function signedHeaders(session?: { token: string; uid: string }): Record<string, string> {
  const signed = {
    'device-id': 'e2e-device',
    'os-type': '1',
    timestamp: String(worldNow()),
    version: '1.0',
    ...(session ?? {}),
  };
  return { ...signed, sign: computeSign(signed, DEFAULT_SIGN_WORD), 'app-type': '3' };
}

/** Logs in through the API (a second device, as far as the server can tell). */
export async function apiLogin(request: APIRequestContext): Promise<LoginResult> {
  const response = await request.post('/api/forehead/user/login', { headers: signedHeaders(), form: DEMO });
  const body = (await response.json()) as { code: number; msg: string; data: LoginResult };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

/** Console errors and page errors of a page; a spec asserts the list is empty. */
export const test = base.extend<{ consoleErrors: string[] }, { worldClock: number }>({
  worldClock: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: String(workerInfo.project.use.baseURL) });
      const health = (await (await api.get('/healthz')).json()) as { data: { now: number } };
      await api.dispose();
      worldOffsetMs = health.data.now - Date.now();
      await use(worldOffsetMs);
    },
    { scope: 'worker', auto: true },
  ],
  // The page's clock is the world's, running at real speed: its "today" is the server's.
  context: async ({ context }, use) => {
    await context.clock.install({ time: worldNow() });
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // with the URL: "Failed to load resource" alone does not say which call failed
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});
export { expect };

export const tabBar = (page: Page) => page.getByRole('navigation', { name: '主导航' });
/** The app rendered (start-up done) and the page's heading shows. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('[data-root-mount]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** The standalone login: tap the forum tab as a visitor, fill the dialog as demo, submit. */
export async function logInThroughForumTab(page: Page): Promise<void> {
  await tabBar(page).getByRole('button', { name: '论坛' }).click();
  await page.getByPlaceholder('请输入用户名').fill(DEMO.username);
  await page.getByPlaceholder('请输入密码').fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * A live match row's score moves by push while the page stays open: it changes within the demo clock's minute,
 * and the page asks the API nothing meanwhile (a refetch would move it too).
 */
export async function expectScoreMovesByPush(page: Page, match: Locator): Promise<void> {
  const reading = () => match.locator('[data-testid="match-score"], [data-testid="match-status"]').allTextContents();
  const before = await reading();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ssapi/')) requests.push(request.url());
  });
  await expect.poll(reading, { timeout: 150_000, intervals: [2_000] }).not.toEqual(before);
  expect(requests).toEqual([]);
}

/**
 * Sends a post (a thread reply, a comment) until the server takes it. One user posts at most once every few
 * seconds, and a post sent sooner is refused (429, the box keeps the text): rather than sleeping a guess at that
 * interval, this waits for the server's own answer to each send (so a slow answer is never sent twice) and sends
 * again a second after a refusal. The refusals' console lines are dropped by `otherThanTooSoon`.
 */
export async function sendUntilTaken(page: Page, route: { path: string }, send: () => Promise<void>): Promise<void> {
  await expect(async () => {
    const answered = page.waitForResponse((res) => res.url().endsWith(route.path) && res.request().method() === 'POST');
    await send();
    expect((await answered).status()).toBe(200);
  }).toPass({ intervals: [1_000], timeout: 30_000 });
}

/** Console errors other than the too-soon refusals `sendUntilTaken` expects. */
export const otherThanTooSoon = (errors: string[]) => errors.filter((error) => !error.includes('status of 429'));
