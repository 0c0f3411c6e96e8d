import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumRoutes } from '@sport/contract';
import { forumLikes } from '../../src/db/schema/forum';
import { buildTestApp, type TestApp } from '../helpers/app';
import { postThread, signUp, type Member } from './fixture';

// Racing like taps of one user on a thread and on a reply. Over PostgreSQL (DATABASE_URL set) they overlap on
// ten connections: every tap answers, and the count shown is the likes stored.

let t: TestApp;
let author: Member;
let fan: Member;

beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 1_000_000 } });
  author = await signUp(t, 'race_author');
  fan = await signUp(t, 'race_fan');
}, 300_000);
afterAll(async () => {
  await t.close();
});

const stored = (targetType: 'thread' | 'reply', targetId: number) =>
  t.database.db.$count(forumLikes, and(eq(forumLikes.targetType, targetType), eq(forumLikes.targetId, targetId)));

describe('101 racing like taps of one user', () => {
  it('all answer on a thread and on a reply, and each count is the likes stored', async () => {
    const thread = await postThread(t, author);
    const reply = (await t.call(forumRoutes.createReply, { threadId: thread.id, content: '连点测试' }, fan)).body.data;
    const tap = (targetType: 'thread' | 'reply', targetId: number) =>
      Promise.all(Array.from({ length: 101 }, () => t.call(forumRoutes.like, { targetType, targetId }, fan)));
    const answers = [...(await tap('thread', thread.id)), ...(await tap('reply', reply.id))];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    expect(await stored('thread', thread.id)).toBe(1);
    expect(await stored('reply', reply.id)).toBe(1);
    expect((await t.call(forumRoutes.threadDetail, { threadId: thread.id }, fan)).body.data).toMatchObject({
      likeCount: 1,
      isLiked: 1,
    });
    const replies = (await t.call(forumRoutes.replyList, { threadId: thread.id }, fan)).body.data.list;
    expect(replies.find((r) => r.id === reply.id)).toMatchObject({ likeCount: 1, isLiked: 1 });
  });
});
