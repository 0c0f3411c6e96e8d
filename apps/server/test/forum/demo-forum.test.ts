import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRoutes, DAY_MS, forumRoutes, userRoutes } from '@sport/contract';
import { count, sql } from 'drizzle-orm';
import { forumLikes, forumReplies, forumThreads } from '../../src/db/schema/forum';
import { DEMO_FORUM_THREADS, seedDemoForumThreads } from '../../src/feed/demo-forum-threads';
import { demoForumRound } from '../../src/feed/demo-forum-job';
import { createRng } from '../../src/feed/prng';
import { seedDemoSystem } from '../../src/feed/demo-system';
import { DEMO_PASSWORD, seedDemoUsers } from '../../src/feed/demo-users';
import { buildTestApp, type Session, type TestApp } from '../helpers/app';

// The demo forum a first start shows: a few hundred threads with replies, likes and photos from the demo users,
// made once. How long the seeding takes is printed, not asserted: a loaded machine must not fail a test.

let t: TestApp;
/** The forum is for members: the demo account reads it. */
let reader: Session;
let firstWrote = false;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoUsers(t.database.db);
  await seedDemoSystem(t.database.db);
  const started = Date.now();
  firstWrote = await seedDemoForumThreads(t.database.db, new Date());
  console.info(`demo forum seeded in ${Date.now() - started} ms`);
  const login = await t.call(userRoutes.login, { username: 'demo', password: DEMO_PASSWORD });
  reader = login.body.data;
}, 300_000);
afterAll(async () => {
  await t.close();
});

const rows = async (table: typeof forumThreads | typeof forumReplies | typeof forumLikes) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('the demo forum', () => {
  it('seeds a few hundred threads with replies and likes, and only once', async () => {
    const before = {
      threads: await rows(forumThreads),
      replies: await rows(forumReplies),
      likes: await rows(forumLikes),
    };
    expect(before.threads).toBe(DEMO_FORUM_THREADS);
    expect(before.replies).toBeGreaterThan(DEMO_FORUM_THREADS * 3);
    expect(before.likes).toBeGreaterThan(DEMO_FORUM_THREADS);
    // it says whether it wrote: the demo content tells every node only when something was written
    expect(firstWrote).toBe(true);
    expect(await seedDemoForumThreads(t.database.db, new Date())).toBe(false);
    expect({
      threads: await rows(forumThreads),
      replies: await rows(forumReplies),
      likes: await rows(forumLikes),
    }).toEqual(before);
  });

  it('shows threads on every board whose counts match their replies, with photos that load', async () => {
    const boards = (await t.call(forumRoutes.boards, {}, reader)).body.data;
    expect(boards.every((board) => board.threadCount > 20)).toBe(true);
    const hot = (await t.call(forumRoutes.threadList, { sort: 'hot', size: 50 }, reader)).body.data.list;
    const top = hot[0];
    if (!top) throw new Error('no threads');
    expect(top.likeCount + top.replyCount).toBeGreaterThan(0);
    const replies = (await t.call(forumRoutes.replyList, { threadId: top.id, size: 50 }, reader)).body.data.list;
    expect(replies.map((reply) => reply.floor)).toEqual(Array.from({ length: top.replyCount }, (_, i) => i + 1));
    expect(top.lastReplyDate).toBe(replies.at(-1)?.createDate ?? top.createDate);

    const withPhoto = hot.find((thread) => thread.photos.length > 0);
    if (!withPhoto) throw new Error('no thread with photos among the hot ones');
    const photo = await t.app.inject({ method: 'GET', url: withPhoto.photos[0]?.url ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('has no board asking the same question twice within three days, as a bot would', async () => {
    const repeats = (await t.database.db.execute(sql`
      select a.title from forum_threads a join forum_threads b
        on b.board_id = a.board_id and b.title = a.title and b.id > a.id
       and abs(extract(epoch from b.created_at - a.created_at)) < 3 * 86400
      limit 5`)) as { rows: { title: string }[] };
    expect(repeats.rows.map((r) => r.title)).toEqual([]);
  });

  it('gives the demo account something new on its forum tab', async () => {
    const login = await t.call(userRoutes.login, { username: 'demo', password: DEMO_PASSWORD });
    const session = login.body.data as { token: string; uid: number };
    const route = (await t.call(activityRoutes.disclosureRoute, {}, session)).body.data;
    expect(route).toMatchObject({ isActivityExist: true, url: '/forum', isNewArticleExist: true });
  });
});

describe('the demo forum while the demo runs', () => {
  const round = (now: number, seed: number, plans: Awaited<ReturnType<typeof demoForumRound>>) =>
    demoForumRound({
      db: t.database.db,
      createThread: (userId, input) => t.app.forum.createThread(userId, input),
      createReply: (userId, input) => t.app.forum.createReply(userId, input),
      now,
      rng: createRng(seed),
      threadChance: 1,
      plans,
    });

  it('has a member post a thread through the forum, and others answer it floor by floor as its replies fall due', async () => {
    const now = Date.now();
    let plans = await round(now, 5, []);
    // seed 5 draws a thread with replies to come, all after it
    expect(plans).toHaveLength(1);
    const plan = plans[0]!;
    expect(plan.replies.every((reply) => reply.at > now)).toBe(true);
    // the demo account reads it (signed in again: a test above signed it in elsewhere)
    const member = (await t.call(userRoutes.login, { username: 'demo', password: DEMO_PASSWORD })).body.data;
    const listed = await t.call(forumRoutes.threadList, { sort: 'latest', size: 20 }, member);
    const thread = listed.body.data.list.find((th) => th.id === plan.threadId);
    expect(thread?.replyCount).toBe(0);

    // when the first floor is due only it is said, and the rest wait for their time
    const first = plan.replies[0]!;
    plans = await round(first.at, 6, plans);
    expect(plans.find((p) => p.threadId === plan.threadId)?.replies).toEqual(plan.replies.filter((r) => r.at > first.at));
    const early = await t.call(forumRoutes.replyList, { threadId: plan.threadId, size: 50 }, member);
    expect(early.body.data.list.map((reply) => reply.content)).toEqual([first.text]);

    // a day on every floor is due: they are said, by others than the author, and nothing is left to say
    plans = await round(now + DAY_MS, 7, plans);
    expect(plans.filter((p) => p.threadId === plan.threadId)).toEqual([]);
    const answered = await t.call(forumRoutes.replyList, { threadId: plan.threadId, size: 50 }, member);
    const replies = answered.body.data.list;
    // in the plan's order (a member who had just posted skips a floor: the forum's interval holds)
    expect(replies.length).toBeGreaterThan(plan.replies.length / 2);
    let next = 0;
    for (const reply of replies) {
      next = plan.replies.findIndex((planned, i) => i >= next && planned.text === reply.content) + 1;
      expect(next, reply.content).toBeGreaterThan(0);
    }
    expect(replies.filter((reply) => reply.author.userId === thread!.author.userId)).toEqual([]);
    expect(replies[0]!.content).not.toMatch(/^楼上/);
    // and no floor says what another already said
    expect(new Set(replies.map((reply) => reply.content)).size).toBe(replies.length);
  });
});
