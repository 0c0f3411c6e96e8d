import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRoutes, POST_CONTENT_MAX, POST_INTERVAL_MS } from '@sport/contract';
import { createCommentService } from '../../src/modules/news/comment-service';
import type { TestApp } from '../helpers/app';
import { commentCountOf, commentsApp, listOf, newTip, newUser } from './comments-fixture';
import { fixedSettings } from '../../src/modules/settings/service';

// What a post may hold and how often: 1–500 characters, listed words masked, one post per 5 s per user even
// when two arrive at once (over PostgreSQL with DATABASE_URL set they really overlap).

let t: TestApp;
let tipId: number;

beforeAll(async () => {
  t = await commentsApp({ filteredWords: ['加微信', 'Spam'], rateLimitMax: 100_000 });
  tipId = await newTip(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const publish = async (content: unknown) => {
  const user = await newUser(t);
  return t.call(newsRoutes.commentPublish, { messageId: tipId, content }, user);
};

describe('content length', () => {
  it('refuses empty and blank content with a 422 naming the field, and stores nothing', async () => {
    const before = await commentCountOf(t, tipId);
    const empty = await publish('');
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ code: 422, data: null });
    expect(empty.body.msg).toMatch(/^body\.content: /);
    const blank = await publish('   \n ');
    expect(blank.status).toBe(422);
    expect(blank.body.msg).toBe('content: 内容不能为空');
    const missing = await publish(undefined);
    expect(missing.body.msg).toBe('body.content: is required');
    expect(await commentCountOf(t, tipId)).toBe(before);
  });

  it('takes 1 and 500 characters (an emoji counts as one), refuses 501', async () => {
    expect((await publish('好')).body.data.content).toBe('好');
    const longest = '球'.repeat(POST_CONTENT_MAX);
    expect((await publish(longest)).body.data.content).toBe(longest);
    const emojis = '😀'.repeat(POST_CONTENT_MAX);
    expect((await publish(emojis)).status).toBe(200);
    const tooLong = await publish('球'.repeat(POST_CONTENT_MAX + 1));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.msg).toMatch(/^body\.content: /);
    const contents = (await listOf(t, tipId)).map((c) => c.content);
    expect(contents).toContain(longest);
    expect(contents).not.toContain('球'.repeat(POST_CONTENT_MAX + 1));
  });
});

describe('the word filter', () => {
  it('masks each listed word, in any letter case, in the answer and in what everyone reads later', async () => {
    const res = await publish('想赢球加微信找我，SPAM 和 spam 都不行');
    expect(res.status).toBe(200);
    expect(res.body.data.content).toBe('想赢球***找我，**** 和 **** 都不行');
    const listed = (await listOf(t, tipId)).find((c) => c.id === res.body.data.id);
    expect(listed?.content).toBe('想赢球***找我，**** 和 **** 都不行');
  });
});

describe('one post per 5 seconds', () => {
  it('lets one of two racing posts through and refuses the other with 429 and Retry-After', async () => {
    const user = await newUser(t);
    const before = await commentCountOf(t, tipId);
    const answers = await Promise.all(
      ['第一条', '第二条'].map((content) => t.call(newsRoutes.commentPublish, { messageId: tipId, content }, user)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.msg).toMatch(/^content: 发言太频繁，请[1-5]秒后再试$/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await commentCountOf(t, tipId)).toBe(before + 1);
    const mine = await t.call(newsRoutes.myCommentList, {}, user);
    expect(mine.body.data.total).toBe(1);
    // a reply counts as a post too
    const reply = await t.call(
      newsRoutes.commentPublish,
      { messageId: tipId, content: '再来', parentId: mine.body.data.list[0]?.id },
      user,
    );
    expect(reply.status).toBe(429);
  });

  it('takes the next post 5 seconds after the last, not a millisecond before', async () => {
    const user = await newUser(t);
    let now = Date.now();
    const comments = createCommentService({
      db: t.database.db,
      clock: () => now,
      wallet: t.app.wallet,
      users: t.app.users,
      settings: fixedSettings({ thresholds: { commentRechargeMin: 0, commentVipMin: 0 } }),
    });
    await comments.publish(user.uid, { messageId: tipId, content: '一' });
    now += POST_INTERVAL_MS - 1;
    await expect(comments.publish(user.uid, { messageId: tipId, content: '二' })).rejects.toMatchObject({ kind: 'tooMany' });
    now += 1;
    const second = await comments.publish(user.uid, { messageId: tipId, content: '二' });
    expect(second.content).toBe('二');
  });
});
