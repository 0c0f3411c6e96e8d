import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { CONSOLE_STAFF_FILE } from '../playwright.config';
import { BASE, expect, signedHeaders, tabBar, test, waitForApp } from './fixtures';
import { freshTotp } from './totp';

// The operator console (issue 27): a 审核 staff member logs in with a TOTP code, bans the author of a comment five
// reports hid and restores the comment; the fan is then refused with the ban's reason; the audit log shows both
// actions and its chain verifies.

interface Staff {
  name: string;
  password: string;
  secret: string;
}

let nextFan = 0;
async function newFan(request: APIRequestContext): Promise<{ token: string; uid: string; username: string }> {
  nextFan += 1;
  const credentials = { username: `console_fan_${Date.now() % 1_000_000}_${nextFan}`, password: 'console-fan-pass' };
  await request.post('/api/forehead/user/register', { headers: signedHeaders(), data: credentials });
  const res = await request.post('/api/forehead/user/login', { headers: signedHeaders(), form: credentials });
  const body = (await res.json()) as { data: { token: string; uid: number } };
  return { token: body.data.token, uid: String(body.data.uid), username: credentials.username };
}

test.describe('operator console', () => {
  test('a moderator bans the author of a hidden comment and restores it; the fan sees why; the audit log verifies', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    const staff = JSON.parse(readFileSync(CONSOLE_STAFF_FILE, 'utf8')) as Staff;

    // a fan's comment on a tip, hidden by five fans' reports
    const tips = await request.get('/api/forehead/live/sports/message/v2/info?page=1&size=5', { headers: signedHeaders() });
    const tipId = ((await tips.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    const author = await newFan(request);
    const words = `控制台测试评论${Date.now() % 100_000}`;
    const posted = await request.post('/api/forehead/live/sports/message/comment/publish', {
      headers: signedHeaders(author),
      data: { messageId: tipId, content: words },
    });
    const commentId = ((await posted.json()) as { data: { id: number } }).data.id;
    for (let i = 0; i < 5; i++) {
      const reporter = await newFan(request);
      await request.post('/api/forehead/live/chat/report/add', { headers: signedHeaders(reporter), data: { commentId, cateId: 1, content: '广告' } });
    }

    // the moderator logs in with the code of this moment
    // desktop first: a context of its own (the fans' page fixture is a phone on the world's clock)
    const staffContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    const desk = await staffContext.newPage();
    await desk.goto('/console/');
    await desk.getByLabel('账号').fill(staff.name);
    await desk.getByLabel('密码').fill(staff.password);
    await desk.getByLabel('动态验证码').fill(freshTotp(staff.secret));
    await desk.getByRole('button', { name: '登录' }).click();
    await expect(desk.getByRole('heading', { name: /审核队列/ })).toBeVisible();

    const item = desk.getByRole('article', { name: `方案评论 ${commentId}` });
    await expect(item.getByText(words)).toBeVisible();
    await expect(item.getByText('已自动隐藏')).toBeVisible();
    await expect(item.getByText('广告或垃圾信息：广告').first()).toBeVisible();
    await item.getByLabel('处理理由').fill('多次发布广告');
    await item.getByLabel('禁言时长').selectOption('7');
    await item.getByRole('button', { name: '禁言作者' }).click();
    await expect(item.getByText(/已禁言至/)).toBeVisible();
    await item.getByLabel('处理理由').fill('内容本身无违规，恢复显示');
    await item.getByRole('button', { name: '恢复' }).click();
    await expect(item).toHaveCount(0);

    // the comment shows again; the fan, trying to comment, is told why and until when
    const list = await request.post('/api/forehead/live/sports/message/comment/list', {
      headers: signedHeaders(),
      data: { messageId: tipId, page: 1, size: 50 },
    });
    expect(JSON.stringify(await list.json())).toContain(words);
    await page.goto(`${BASE}/news`);
    await waitForApp(page);
    await tabBar(page).getByRole('button', { name: '论坛' }).click();
    await page.getByPlaceholder('请输入用户名').fill(author.username);
    await page.getByPlaceholder('请输入密码').fill('console-fan-pass');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/forum$/);
    await page.goto(`${BASE}/news/detail/${tipId}`);
    const comments = page.getByRole('region', { name: /评论（/ });
    await comments.getByRole('textbox', { name: '写评论' }).fill('我又来了');
    await comments.getByRole('button', { name: '发送' }).click();
    await expect(page.getByText(/你已被禁言至.+（北京时间），原因：多次发布广告/)).toBeVisible();

    // the audit log: both actions, and the chain holds
    await desk.getByRole('button', { name: '审计日志' }).click();
    const rows = desk.getByRole('row');
    await expect(rows.filter({ hasText: '禁言用户' }).filter({ hasText: '多次发布广告' })).toBeVisible();
    await expect(rows.filter({ hasText: '恢复内容' }).filter({ hasText: '内容本身无违规，恢复显示' })).toBeVisible();
    await desk.getByRole('button', { name: '校验哈希链' }).click();
    await expect(desk.getByText(/哈希链完整：已校验 \d+ 条记录/)).toBeVisible();

    // the user view: the author's running ban is there; ending their sessions refuses their token at once
    const login = await request.post('/api/forehead/user/login', {
      headers: signedHeaders(),
      form: { username: author.username, password: 'console-fan-pass' },
    });
    const fresh = (await login.json()) as { data: { token: string; uid: number } };
    const session = { token: fresh.data.token, uid: String(fresh.data.uid) };
    const info = () => request.post('/api/forehead/user/info', { headers: signedHeaders(session), data: {} });
    expect((await info()).status()).toBe(200);
    await desk.getByRole('button', { name: '用户', exact: true }).click();
    await desk.getByLabel('查找用户').fill(author.username);
    await desk.getByRole('button', { name: '查找', exact: true }).click();
    await desk.getByRole('button', { name: new RegExp(`uid ${author.uid}）`) }).click();
    const view = desk.getByRole('article', { name: `用户 ${author.uid}` });
    await expect(view.getByText(/多次发布广告 · 禁言中/)).toBeVisible();
    await view.getByLabel('下线理由').fill('账号异常，强制下线');
    await view.getByRole('button', { name: '全部下线' }).click();
    await expect(view.getByText(/已下线 1 个会话/)).toBeVisible();
    expect((await info()).status()).toBe(401);
    await staffContext.close();
  });
});
