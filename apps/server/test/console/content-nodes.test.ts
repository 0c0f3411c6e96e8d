import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRoutes } from '@sport/contract';
import { consoleRoutes } from '@sport/contract/console';
import { createMemoryBus } from '../../src/realtime/bus-memory';
import { buildTestApp, type TestApp } from '../helpers/app';
import { newTip, newUser } from '../news/comments-fixture';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';
import { fansBannerTitles, makeBanner } from './content-fixture';

// Two nodes over one database and one bus, each with its own answer cache: node B has read (and cached) the
// banners and the settings before node A changes them; B's next answer has the change because it heard it, not
// because a time to live ran out (a minute, far longer than this test).

let a: TestApp;
let b: TestApp;
let operator: StaffLogin;
const bus = createMemoryBus();

beforeAll(async () => {
  const config = { rateLimitMax: 1_000_000, filteredWords: [], commentRechargeMin: 0, commentVipMin: 0 };
  a = await buildTestApp({ config, bus });
  b = await buildTestApp({ database: a.database, config, bus });
  operator = await staffLogin(a, ['operator']);
}, 180_000);
afterAll(async () => {
  await b.close();
  await a.close();
  await bus.close();
});

describe('a change made through node A', () => {
  it('shows in node B’s next banners answer: made, then retired', async () => {
    await makeBanner(a, operator, { categoryId: 30301, title: '旧的' });
    expect(await fansBannerTitles(b, 30301)).toEqual(['旧的']);

    const made = await makeBanner(a, operator, { categoryId: 30301, title: '新的', sort: 5 });
    expect(await fansBannerTitles(b, 30301)).toEqual(['旧的', '新的']);

    await consoleCall(a, consoleRoutes.contentBannerRetire, { id: made.id, reason: '撤下' }, operator);
    expect(await fansBannerTitles(b, 30301)).toEqual(['旧的']);
  });

  it('is in force on node B at once: a word added, the reports that hide a comment', async () => {
    const tipId = await newTip(a);
    const post = async (content: string) =>
      (await b.call(newsRoutes.commentPublish, { messageId: tipId, content }, await newUser(b))).body.data;
    expect((await post('节点之间的词')).content).toBe('节点之间的词');

    await consoleCall(a, consoleRoutes.contentWordAdd, { word: '节点' }, operator);
    expect((await post('节点之间的词')).content).toBe('**之间的词');

    await consoleCall(a, consoleRoutes.contentThresholdsSet, { reportsToHide: 1 }, operator);
    const target = await post('一人举报即隐藏');
    const report = await b.call(newsRoutes.reportAdd, { commentId: target.id, cateId: 1 }, await newUser(b));
    expect(report.status).toBe(200);
    const list = await b.call(newsRoutes.commentList, { messageId: tipId, page: 1, size: 100 });
    expect(list.body.data.list.map((c) => c.id)).not.toContain(target.id);
  });
});
