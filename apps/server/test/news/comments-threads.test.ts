import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRoutes } from '@sport/contract';
import type { TestApp } from '../helpers/app';
import { commentCountOf, commentsApp, listOf, newTip, newUser, post } from './comments-fixture';

// Comments and replies as readers see them: replies under their parent (one level), newest comments first,
// pages, the caller's own comments; every call's bad input is a 422 naming the field, an unknown id a 404.

let t: TestApp;
let tipId: number;
let otherTipId: number;

beforeAll(async () => {
  t = await commentsApp({ rateLimitMax: 100_000 });
  tipId = await newTip(t);
  otherTipId = await newTip(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('replies', () => {
  it('are listed under their parent, oldest first, with their authors; the tip counts comments and replies', async () => {
    const [ann, bob, cat] = [await newUser(t), await newUser(t), await newUser(t)];
    const top = await post(t, ann, tipId, '主队必胜');
    expect(top).toMatchObject({ parentId: 0, subComments: [], likedCount: 0, isLiked: 0, userId: ann.uid });
    expect(top.nickName).toMatch(/^评论者/);
    const first = await post(t, bob, tipId, '同意', top.id);
    const second = await post(t, cat, tipId, '不一定', top.id);
    expect(first.parentId).toBe(top.id);

    const listed = (await listOf(t, tipId)).find((c) => c.id === top.id);
    expect(listed?.subComments.map((r) => [r.id, r.content, r.userId, r.parentId])).toEqual([
      [first.id, '同意', bob.uid, top.id],
      [second.id, '不一定', cat.uid, top.id],
    ]);
    // replies are not listed again at the top level
    expect((await listOf(t, tipId)).map((c) => c.id)).not.toContain(first.id);
    expect(await commentCountOf(t, otherTipId)).toBe(0);
    expect(await commentCountOf(t, tipId)).toBeGreaterThanOrEqual(3);
  });

  it('to a reply joins the thread of the comment above it (replies are one level deep)', async () => {
    const [ann, bob, cat] = [await newUser(t), await newUser(t), await newUser(t)];
    const top = await post(t, ann, tipId, '客队有戏');
    const reply = await post(t, bob, tipId, '为什么', top.id);
    const deeper = await post(t, cat, tipId, '看阵容', reply.id);
    expect(deeper.parentId).toBe(top.id);
    const listed = (await listOf(t, tipId)).find((c) => c.id === top.id);
    expect(listed?.subComments.map((r) => r.id)).toEqual([reply.id, deeper.id]);
  });

  it('refuses a parent under another tip (422) and an unknown parent or tip (404), storing nothing', async () => {
    const ann = await newUser(t);
    const elsewhere = await post(t, ann, otherTipId, '另一个方案');
    const before = await commentCountOf(t, tipId);
    const bob = await newUser(t);
    const wrongTip = await t.call(
      newsRoutes.commentPublish,
      { messageId: tipId, content: '回复', parentId: elsewhere.id },
      bob,
    );
    expect(wrongTip.status).toBe(422);
    expect(wrongTip.body.msg).toBe('parentId: must be a comment of the same tip');
    const noParent = await t.call(
      newsRoutes.commentPublish,
      { messageId: tipId, content: '回复', parentId: 99_999_999 },
      bob,
    );
    expect(noParent.status).toBe(404);
    expect(noParent.body.code).toBe(404);
    const noTip = await t.call(newsRoutes.commentPublish, { messageId: 99_999_999, content: '回复' }, bob);
    expect(noTip.status).toBe(404);
    expect(await commentCountOf(t, tipId)).toBe(before);
  });
});

describe('lists', () => {
  it('show the newest comments first, a page at a time', async () => {
    const tip = await newTip(t);
    const posted = [];
    for (const content of ['一', '二', '三']) posted.push(await post(t, await newUser(t), tip, content));
    const page1 = await t.call(newsRoutes.commentList, { messageId: tip, page: 1, size: 2 });
    expect(page1.body.data).toMatchObject({ pageNum: 1, pageSize: 2, total: 3, isLastPage: false });
    expect(page1.body.data.list.map((c) => c.content)).toEqual(['三', '二']);
    const page2 = await t.call(newsRoutes.commentList, { messageId: tip, page: 2, size: 2 });
    expect(page2.body.data).toMatchObject({ total: 3, isLastPage: true });
    expect(page2.body.data.list.map((c) => c.id)).toEqual([posted[0]?.id]);
  });

  it("my comments: the caller's comments and replies only, newest first; login needed", async () => {
    const [me, other] = [await newUser(t), await newUser(t)];
    const top = await post(t, other, tipId, '别人的');
    const mine = await post(t, me, tipId, '我的回复', top.id);
    const res = await t.call(newsRoutes.myCommentList, {}, me);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list.map((c) => [c.id, c.parentId, c.content])).toEqual([[mine.id, top.id, '我的回复']]);
    expect((await t.call(newsRoutes.myCommentList, {}, other)).body.data.list.map((c) => c.id)).toContain(top.id);
    const visitor = await t.call(newsRoutes.myCommentList, {});
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(400);
  });

  it('a visitor reads comments; an unknown tip is a 404', async () => {
    expect((await listOf(t, tipId)).length).toBeGreaterThan(0);
    const res = await t.call(newsRoutes.commentList, { messageId: 99_999_999 });
    expect(res.status).toBe(404);
  });
});

describe('bad input', () => {
  it('is a 422 naming the field and the rule on every comment call', async () => {
    const user = await newUser(t);
    const cases = [
      [newsRoutes.commentPublish, { content: '好' }, 'body.messageId: is required'],
      [newsRoutes.commentPublish, { messageId: 0, content: '好' }, 'body.messageId: must be >= 1'],
      [newsRoutes.commentPublish, { messageId: tipId, content: '好', parentId: -1 }, 'body.parentId: must be >= 0'],
      [newsRoutes.commentPublish, { messageId: tipId, content: '好', inSport: 2 }, 'body.inSport: '],
      [newsRoutes.commentList, { messageId: 'abc' }, 'body.messageId: must be integer'],
      [newsRoutes.commentList, { messageId: tipId, size: 101 }, 'body.size: must be <= 100'],
      [newsRoutes.myCommentList, { page: 0 }, 'body.page: must be >= 1'],
      [newsRoutes.commentLiked, {}, 'body.commentId: is required'],
      [newsRoutes.reportAdd, { commentId: 1 }, 'body.cateId: is required'],
      [
        newsRoutes.reportAdd,
        { commentId: 1, cateId: 1, content: 'x'.repeat(201) },
        'body.content: must NOT have more than 200 characters',
      ],
    ] as const;
    for (const [route, input, message] of cases) {
      const res = await t.call(route, input, user);
      expect(res.status, `${route.path} ${JSON.stringify(input)}`).toBe(422);
      expect(res.body.msg.startsWith(message), `${res.body.msg} starts with ${message}`).toBe(true);
    }
  });
});
