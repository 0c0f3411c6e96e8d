import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePath, newsRoutes, systemRoutes } from '@sport/contract';
import { consoleRoutes } from '@sport/contract/console';
import { buildTestApp, type TestApp } from '../helpers/app';
import { newTip, newUser } from '../news/comments-fixture';
import { staffLogin, type StaffLogin } from './console-fixture';
import { asStaff, fansBannerTitles, HOUR, makeBanner, uploadImage } from './content-fixture';

// The 内容 area as an operator uses it and as fans then meet it: banners within their window and in their order,
// retired with a reason and kept; the common config the app reads; words masked in what is posted; thresholds
// that change what a fan may do at once. Every change is in the audit log; bad input is refused by field.

let t: TestApp;
let operator: StaffLogin;
let staff: ReturnType<typeof asStaff>;
let tipId: number;

beforeAll(async () => {
  t = await buildTestApp({
    config: { rateLimitMax: 1_000_000, filteredWords: ['环境词'], commentRechargeMin: 0, commentVipMin: 0 },
  });
  operator = await staffLogin(t, ['operator']);
  staff = asStaff(t, operator);
  tipId = await newTip(t);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const comment = async (content: string, user?: Awaited<ReturnType<typeof newUser>>) =>
  t.call(newsRoutes.commentPublish, { messageId: tipId, content }, user ?? (await newUser(t)));

describe('banners', () => {
  it('show to fans within their window, by order; a retired one is gone for fans and kept with its reason', async () => {
    const now = Date.now();
    const later = await makeBanner(t, operator, {
      title: '二',
      sort: 2,
      validFrom: now - HOUR,
      validUntil: now + HOUR,
    });
    await makeBanner(t, operator, { title: '一', sort: 1 });
    await makeBanner(t, operator, { title: '未开始', validFrom: now + HOUR, validUntil: now + 2 * HOUR });
    await makeBanner(t, operator, { title: '已过期', validFrom: now - 2 * HOUR, validUntil: now - HOUR });
    expect(await fansBannerTitles(t, 30304)).toEqual(['一', '二']);

    const edit = (title: string, sort: number) => {
      const { id, categoryId, images, url, validFrom, validUntil } = later;
      const window = { validFrom: validFrom ?? undefined, validUntil: validUntil ?? undefined };
      return staff(consoleRoutes.contentBannerEdit, { id, categoryId, title, images, url, sort, ...window });
    };
    const edited = await edit('二改', 0);
    expect(edited.body.data).toMatchObject({ title: '二改', sort: 0 });
    expect(await fansBannerTitles(t, 30304)).toEqual(['二改', '一']);

    const retired = await staff(consoleRoutes.contentBannerRetire, { id: later.id, reason: '活动结束' });
    expect(retired.body.data).toMatchObject({ retiredBy: operator.name, retireReason: '活动结束' });
    expect(await fansBannerTitles(t, 30304)).toEqual(['一']);
    const list = (await staff(consoleRoutes.contentBanners, { categoryId: 30304 })).body.data.list;
    expect(list.map((b) => b.title)).toEqual(['二改', '未开始', '已过期', '一']);
    const again = await edit('复活', 0);
    expect(again.status).toBe(409);
  });

  it('serves an uploaded image to fans at its file path', async () => {
    const fileId = await uploadImage(t, operator);
    const res = await t.app.inject({ method: 'GET', url: filePath(fileId) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('refuses bad input naming the field', async () => {
    const image = await uploadImage(t, operator);
    const base = { categoryId: 30305, title: '坏', images: [image], url: '', sort: 0 };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, validFrom: 2000, validUntil: 1000 }, /^validUntil: 结束时间须晚于开始时间$/],
      [{ ...base, images: ['0123456789abcdef01234567'] }, /^images: 图片不存在/],
      [{ ...base, categoryId: 12345 }, /categoryId/],
      [{ ...base, url: 'javascript:alert(1)' }, /url/],
    ];
    for (const [input, msg] of cases) {
      const res = await staff(consoleRoutes.contentBannerCreate, input);
      expect(res.status, JSON.stringify(input)).toBe(422);
      expect(res.body.msg).toMatch(msg);
    }
    const notImage = await staff(consoleRoutes.contentBannerImage, {
      data: Buffer.from('not an image').toString('base64'),
    });
    expect(notImage.body).toMatchObject({ code: 422, msg: 'data: 只能上传JPG、PNG、WebP或GIF图片' });
    const noReason = await staff(consoleRoutes.contentBannerRetire, { id: 1, reason: '' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.msg).toMatch(/reason/);
    expect(await fansBannerTitles(t, 30305)).toEqual([]);
  });
});

describe('config and thresholds', () => {
  it('a common config value set here is what the fans’ call answers', async () => {
    const fans = async () => JSON.parse((await t.call(systemRoutes.commonConfig, {})).body.data) as unknown;
    expect(await fans()).toEqual({ stSportJumpGame: 34, stSportPath: '/sports/st' });
    const set = await staff(consoleRoutes.contentConfigSet, { stSportJumpGame: 29, reason: '切到BTI' });
    expect(set.body.data).toEqual({ stSportJumpGame: 29, stSportPath: '/sports/st' });
    expect(await fans()).toEqual({ stSportJumpGame: 29, stSportPath: '/sports/st' });
    await staff(consoleRoutes.contentConfigSet, { stSportPath: '/sports/st', commentVipMin: 3, other: 'x' });
    expect((await staff(consoleRoutes.contentThresholds)).body.data.commentVipMin).toBe(0);
    const bad = await staff(consoleRoutes.contentConfigSet, { stSportJumpGame: 7, stSportPath: 'no-slash' });
    expect(bad.status).toBe(422);
    expect(await fans()).toEqual({ stSportJumpGame: 29, stSportPath: '/sports/st' });
  });

  it('the comment gate, the reports that hide a comment and the posting interval change as soon as they are set', async () => {
    const poor = await newUser(t, 50);
    expect((await comment('第一条', poor)).status).toBe(200);
    expect((await staff(consoleRoutes.contentThresholdsSet, { commentRechargeMin: 100 })).body.data).toMatchObject({
      commentRechargeMin: 100,
    });
    const refused = await comment('第二条', await newUser(t, 50));
    expect(refused.status).toBe(403);

    await staff(consoleRoutes.contentThresholdsSet, { commentRechargeMin: 0, reportsToHide: 1 });
    const posted = (await comment('被举报的评论')).body.data;
    const report = await t.call(newsRoutes.reportAdd, { commentId: posted.id, cateId: 1 }, await newUser(t));
    expect(report.status).toBe(200);
    const shown = await t.call(newsRoutes.commentList, { messageId: tipId, page: 1, size: 100 });
    expect(shown.body.data.list.map((c) => c.id)).not.toContain(posted.id);

    const quick = await newUser(t);
    expect((await comment('一', quick)).status).toBe(200);
    expect((await comment('二', quick)).status).toBe(429);
    await staff(consoleRoutes.contentThresholdsSet, { postIntervalSeconds: 0 });
    expect((await comment('三', quick)).status).toBe(200);

    const outOfBounds = await staff(consoleRoutes.contentThresholdsSet, { reportsToHide: 0 });
    expect(outOfBounds.status).toBe(422);
    expect(outOfBounds.body.msg).toMatch(/reportsToHide/);
    await staff(consoleRoutes.contentThresholdsSet, { reportsToHide: 5, postIntervalSeconds: 5 });
  });
});

describe('the word filter', () => {
  it('masks a word from the moment it is added, and not after it is removed; the environment’s stay', async () => {
    expect((await comment('不要说敏感词')).body.data.content).toBe('不要说敏感词');
    const added = await staff(consoleRoutes.contentWordAdd, { word: '敏感词', reason: '投诉' });
    expect(added.body.data.list).toEqual([
      { word: '环境词', source: 'env', addedAt: null, addedBy: null },
      expect.objectContaining({ word: '敏感词', source: 'console', addedBy: operator.name }),
    ]);
    expect((await comment('不要说敏感词，也别说环境词')).body.data.content).toBe('不要说***，也别说***');
    expect((await staff(consoleRoutes.contentWordAdd, { word: '敏感词' })).status).toBe(409);

    expect((await staff(consoleRoutes.contentWordRemove, { word: '环境词', reason: '试试' })).status).toBe(404);
    const removed = await staff(consoleRoutes.contentWordRemove, { word: '敏感词', reason: '误伤' });
    expect(removed.body.data.list.map((w) => w.word)).toEqual(['环境词']);
    expect((await comment('敏感词又可以说了')).body.data.content).toBe('敏感词又可以说了');
  });
});

describe('the audit log', () => {
  it('holds every change with who made it, the state before and after, and the reason', async () => {
    const made = await makeBanner(t, operator, { categoryId: 30306, title: '审计' });
    await staff(consoleRoutes.contentBannerRetire, { id: made.id, reason: '下线理由' });
    const log = (await staff(consoleRoutes.auditList, { page: 1, size: 100 })).body.data.list;
    // States are kept as canonical JSON (the hash chain's input).
    const mine = log
      .filter((e) => e.staffName === operator.name)
      .map((e) => ({
        ...e,
        before: JSON.parse(String(e.before)) as unknown,
        after: JSON.parse(String(e.after)) as unknown,
      }));
    expect(mine.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'banner.create',
        'banner.edit',
        'banner.retire',
        'config.set',
        'thresholds.set',
        'word.add',
        'word.remove',
      ]),
    );
    const retire = mine.find((e) => e.action === 'banner.retire' && e.targetId === String(made.id));
    expect(retire).toMatchObject({
      targetType: 'banner',
      reason: '下线理由',
      before: { retiredAt: null },
      after: { retireReason: '下线理由' },
    });
    const words = mine.find((e) => e.action === 'word.remove');
    expect(words).toMatchObject({ targetId: '敏感词', before: { word: '敏感词' }, after: null, reason: '误伤' });
    const config = mine.find((e) => e.action === 'config.set' && e.reason === '切到BTI');
    expect(config).toMatchObject({
      before: { stSportJumpGame: 34 },
      after: { stSportJumpGame: 29 },
      reason: '切到BTI',
    });
    expect((await staff(consoleRoutes.auditVerify)).body.data.ok).toBe(true);
  });
});
