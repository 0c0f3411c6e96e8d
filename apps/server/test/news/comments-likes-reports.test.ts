import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRoutes } from '@sport/contract';
import { ALREADY_REPORTED_MSG, REPORTS_TO_HIDE } from '../../src/modules/news/comment-service';
import { tipCommentLikes } from '../../src/db/schema/news-comments';
import type { TestApp } from '../helpers/app';
import { commentCountOf, commentsApp, listOf, newTip, newUser, post, type User } from './comments-fixture';

// Likes (one per user, a second one takes it back) and reports (one per user per comment; the fifth user's
// report hides the comment pending review, and hidden comments leave every list).

let t: TestApp;
let tipId: number;

beforeAll(async () => {
  t = await commentsApp({ rateLimitMax: 100_000 });
  tipId = await newTip(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const like = (user: User | undefined, commentId: number) => t.call(newsRoutes.commentLiked, { commentId }, user);
const report = (user: User | undefined, commentId: number, cateId = 1) =>
  t.call(newsRoutes.reportAdd, { commentId, cateId }, user);
const seenBy = async (user: User | undefined, id: number) => {
  for (const c of await listOf(t, tipId, user)) {
    if (c.id === id) return c;
    const reply = c.subComments.find((r) => r.id === id);
    if (reply) return reply;
  }
  return undefined;
};

describe('liking a comment', () => {
  it('needs login', async () => {
    const comment = await post(t, await newUser(t), tipId, '求赞');
    const res = await like(undefined, comment.id);
    expect(res.status).toBe(401);
    expect((await seenBy(undefined, comment.id))?.likedCount).toBe(0);
  });

  it('counts once per user, a second like takes it back, and only the liker sees isLiked', async () => {
    const comment = await post(t, await newUser(t), tipId, '主队让一球');
    const [ann, bob] = [await newUser(t), await newUser(t)];
    expect((await like(ann, comment.id)).body.data).toEqual({ commentId: comment.id, likedCount: 1, isLiked: 1 });
    expect((await like(bob, comment.id)).body.data).toEqual({ commentId: comment.id, likedCount: 2, isLiked: 1 });
    expect(await seenBy(ann, comment.id)).toMatchObject({ likedCount: 2, isLiked: 1 });
    expect(await seenBy(undefined, comment.id)).toMatchObject({ likedCount: 2, isLiked: 0 });
    expect((await like(ann, comment.id)).body.data).toEqual({ commentId: comment.id, likedCount: 1, isLiked: 0 });
    expect(await seenBy(ann, comment.id)).toMatchObject({ likedCount: 1, isLiked: 0 });
    expect(await seenBy(bob, comment.id)).toMatchObject({ likedCount: 1, isLiked: 1 });
  });

  it('an even number of racing likes by one user leaves the count where it was', async () => {
    const comment = await post(t, await newUser(t), tipId, '并发点赞');
    const ann = await newUser(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => like(ann, comment.id)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await seenBy(ann, comment.id)).toMatchObject({ likedCount: 0, isLiked: 0 });
  });

  // Over PostgreSQL (DATABASE_URL set) the taps overlap on ten connections; they once answered 500 there.
  it('101 racing likes by one user all answer, and leave the count equal to the likes stored', async () => {
    const comment = await post(t, await newUser(t), tipId, '百次连点');
    const ann = await newUser(t);
    const answers = await Promise.all(Array.from({ length: 101 }, () => like(ann, comment.id)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const stored = await t.database.db.$count(tipCommentLikes, eq(tipCommentLikes.commentId, comment.id));
    expect(stored).toBe(1);
    expect(await seenBy(ann, comment.id)).toMatchObject({ likedCount: 1, isLiked: 1 });
  });

  it('an unknown comment is a 404', async () => {
    const res = await like(await newUser(t), 99_999_999);
    expect(res.status).toBe(404);
  });
});

describe('reporting a comment', () => {
  it('offers the report reasons to anyone', async () => {
    const res = await t.call(newsRoutes.commentReportCate, {});
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(1);
    expect(res.body.data[0]).toEqual({ id: 1, name: '广告或垃圾信息' });
  });

  it('needs login, a known reason and a known comment', async () => {
    const comment = await post(t, await newUser(t), tipId, '举报我');
    expect((await report(undefined, comment.id)).status).toBe(401);
    const user = await newUser(t);
    const badCate = await report(user, comment.id, 99);
    expect(badCate.status).toBe(422);
    expect(badCate.body.msg).toBe('cateId: must be one of 1, 2, 3, 4, 5, 6');
    expect((await report(user, 99_999_999)).status).toBe(404);
  });

  it('refuses a report of one’s own comment, in words the app can show, and counts nothing', async () => {
    const author = await newUser(t);
    const comment = await post(t, author, tipId, '我自己的评论');
    const own = await report(author, comment.id);
    expect(own.status).toBe(422);
    expect(own.body.msg).toBe('commentId: 不能举报自己发布的内容');
    // the author's own report did not count: another user's is that user's first
    expect((await report(await newUser(t), comment.id)).body.code).toBe(1);
  });

  it('counts once per user: a repeat is refused, and four users reporting many times do not hide it', async () => {
    const comment = await post(t, await newUser(t), tipId, '争议言论');
    const reporters = [await newUser(t), await newUser(t), await newUser(t), await newUser(t)];
    for (const user of reporters) {
      const first = await report(user, comment.id);
      expect(first.status).toBe(200);
      expect(first.body.data.reportId).toBeGreaterThan(0);
      const again = await report(user, comment.id, 2);
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe(ALREADY_REPORTED_MSG);
    }
    expect(REPORTS_TO_HIDE).toBe(5);
    expect(await seenBy(undefined, comment.id)).toBeDefined();
  });

  it("the fifth user's report hides it pending review: gone from every list with its replies, no longer liked or reported", async () => {
    const author = await newUser(t);
    const comment = await post(t, author, tipId, '广告：加群');
    const reply = await post(t, await newUser(t), tipId, '回复广告', comment.id);
    const before = await commentCountOf(t, tipId);
    // five at once: over PostgreSQL they overlap, and the comment's row lock counts them one after another
    const answers = await Promise.all(
      Array.from({ length: REPORTS_TO_HIDE }, async () => report(await newUser(t), comment.id)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    expect(await seenBy(undefined, comment.id)).toBeUndefined();
    expect(await seenBy(undefined, reply.id)).toBeUndefined();
    expect((await t.call(newsRoutes.myCommentList, {}, author)).body.data.list.map((c) => c.id)).not.toContain(
      comment.id,
    );
    expect(await commentCountOf(t, tipId)).toBe(before - 2);
    expect((await like(author, comment.id)).status).toBe(404);
    expect((await report(await newUser(t), comment.id)).status).toBe(404);
    const replyTo = await t.call(
      newsRoutes.commentPublish,
      { messageId: tipId, content: '还在吗', parentId: comment.id },
      await newUser(t),
    );
    expect(replyTo.status).toBe(404);
  });

  it('a hidden reply leaves its thread and the rest of the thread stays', async () => {
    const top = await post(t, await newUser(t), tipId, '正常评论');
    const bad = await post(t, await newUser(t), tipId, '坏回复', top.id);
    const good = await post(t, await newUser(t), tipId, '好回复', top.id);
    const before = await commentCountOf(t, tipId);
    for (let i = 0; i < REPORTS_TO_HIDE; i++) expect((await report(await newUser(t), bad.id, 3)).status).toBe(200);
    const thread = (await listOf(t, tipId)).find((c) => c.id === top.id);
    expect(thread?.subComments.map((r) => r.id)).toEqual([good.id]);
    expect(await commentCountOf(t, tipId)).toBe(before - 1);
  });
});
