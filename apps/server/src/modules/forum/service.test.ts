import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST_INTERVAL_MS } from '@sport/contract';
import type { Database } from '../../db/client';
import { forumThreads } from '../../db/schema/forum';
import { users } from '../../db/schema/user';
import { createTestDatabase } from '../../../test/helpers/db';
import { hotScore } from './hot';
import { createForumService, type ForumService } from './service';

// The forum's rules over time, with a clock the test moves: when the 5 s window ends, and how the hot
// score the database keeps follows the formula as likes and replies arrive.

let database: Database;
let forum: ForumService;
let clock = Date.UTC(2026, 10, 24, 12);
let nextUser = 0;
const newUser = async (): Promise<number> => {
  nextUser += 1;
  const [row] = await database.db
    .insert(users)
    .values({ username: `forum_user_${nextUser}`, passwordHash: 'x', nickname: `球迷${nextUser}` })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
};

beforeAll(async () => {
  database = await createTestDatabase();
  forum = createForumService({
    db: database.db,
    clock: () => clock,
    user: {
      info: (uid) =>
        Promise.resolve({ uid, username: `forum_user_${uid}`, nickname: `球迷${uid}`, headUrl: '', gold: 0 }),
    },
    filteredWords: [],
  });
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('forum service', () => {
  it('lets a user post again exactly POST_INTERVAL_MS after their last post, not a millisecond before', async () => {
    const userId = await newUser();
    const thread = await forum.createThread(userId, { boardId: 1, title: '第一个话题', body: '内容' });
    clock += POST_INTERVAL_MS - 1;
    await expect(forum.createReply(userId, { threadId: thread.id, content: '太快' })).rejects.toMatchObject({
      code: 429,
      message: '发帖太频繁，请1秒后再试',
    });
    clock += 1;
    const reply = await forum.createReply(userId, { threadId: thread.id, content: '刚好' });
    expect(reply).toMatchObject({ floor: 1, createDate: clock });
    // The refused reply left nothing behind and did not move the window.
    clock += POST_INTERVAL_MS;
    expect((await forum.createReply(userId, { threadId: thread.id, content: '再来' })).floor).toBe(2);
  });

  it('keeps the hot score on the formula as likes and replies come and go', async () => {
    const author = await newUser();
    const created = clock;
    const thread = await forum.createThread(author, { boardId: 2, title: '热度怎么算', body: '看看' });
    for (let i = 0; i < 3; i++) await forum.toggleLike(await newUser(), 'thread', thread.id);
    const replier = await newUser();
    await forum.createReply(replier, { threadId: thread.id, content: '一楼' });
    const liker = await newUser();
    await forum.toggleLike(liker, 'thread', thread.id);
    await forum.toggleLike(liker, 'thread', thread.id);
    const [row] = await database.db
      .select({ hot: forumThreads.hot, likes: forumThreads.likeCount, replies: forumThreads.replyCount })
      .from(forumThreads)
      .where(eq(forumThreads.id, thread.id));
    expect(row).toMatchObject({ likes: 3, replies: 1 });
    expect(row?.hot).toBeCloseTo(hotScore(3, 1, created), 9);
  });
});
